import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Atom, type Block, paginate } from "../../src/pdf/paginate.ts";

const frame = { top: 50, bottom: 750 };

/** A block of lines `height` tall each, as a text's lines are. */
const lines = (count: number, height: number, marginTop = 0, minLead?: number): Block => ({
  marginTop,
  height: count * height,
  minLead,
  atoms: Array.from({ length: count }, (_, i) => ({
    top: i * height,
    bottom: (i + 1) * height,
    draw: () => {},
  })),
});

/** Where each atom was drawn: page and its top and bottom on the page. */
function drawn(blocks: Block[]) {
  const { placements, pages } = paginate(blocks, frame);
  const spots = new Map<Atom, { page: number; top: number; bottom: number }[]>();
  for (const placement of placements) {
    for (const atom of placement.atoms) {
      const list = spots.get(atom) ?? [];
      list.push({
        page: placement.page,
        top: placement.y + atom.top,
        bottom: placement.y + atom.bottom,
      });
      spots.set(atom, list);
    }
  }
  return { spots, pages, placements };
}

describe("pagination", () => {
  it("puts what fits on one page, in order", () => {
    const blocks = [lines(1, 100), lines(2, 50, 20), lines(3, 10, 24)];
    const { spots, pages } = drawn(blocks);
    expect(pages).toBe(1);
    expect(spots.get(blocks[1]?.atoms[0] as Atom)).toEqual([{ page: 0, top: 170, bottom: 220 }]);
    expect(spots.get(blocks[2]?.atoms[2] as Atom)).toEqual([{ page: 0, top: 314, bottom: 324 }]);
  });

  it("moves a block that does not fit to the next page whole, with its margin", () => {
    const blocks = [lines(1, 600), lines(1, 120, 24)];
    const { spots, pages } = drawn(blocks);
    expect(pages).toBe(2);
    expect(spots.get(blocks[1]?.atoms[0] as Atom)).toEqual([{ page: 1, top: 74, bottom: 194 }]);
  });

  it("breaks a block taller than a page between its atoms, starting on the current page", () => {
    const tall = lines(80, 13);
    const { spots, pages } = drawn([lines(1, 500), tall]);
    expect(pages).toBe(3);
    const first = spots.get(tall.atoms[0] as Atom)?.[0];
    expect(first).toEqual({ page: 0, top: 550, bottom: 563 });
    const onFirst = tall.atoms.filter((a) => spots.get(a)?.[0]?.page === 0);
    expect(onFirst).toHaveLength(15);
    // The next page goes on from its top with the first atom that did not fit.
    expect(spots.get(tall.atoms[15] as Atom)?.[0]).toEqual({ page: 1, top: 50, bottom: 63 });
  });

  it("does not leave the start of a block alone at a page's foot when it asks for more", () => {
    const opening = lines(60, 13, 24, 120);
    const { spots } = drawn([lines(1, 600), opening]);
    // 76 points are left: five lines would fit, but the block wants 120 points before a break.
    expect(spots.get(opening.atoms[0] as Atom)?.[0]?.page).toBe(1);
  });

  it("never cuts through an atom that reaches over others", () => {
    const block: Block = {
      marginTop: 0,
      height: 900,
      atoms: [
        { top: 0, bottom: 300, draw: () => {} },
        ...Array.from({ length: 60 }, (_, i) => ({
          top: 10 + i * 14.8,
          bottom: 10 + (i + 1) * 14.8,
          draw: () => {},
        })),
      ],
    };
    const { spots } = drawn([lines(1, 500), block]);
    // 200 points left: the tall first atom cannot stay with the lines beside it there.
    expect(spots.get(block.atoms[0] as Atom)?.[0]?.page).toBe(1);
  });

  it("places every atom once, inside the frame, pages in order", () => {
    const block = fc
      .record({
        count: fc.integer({ min: 0, max: 90 }),
        height: fc.double({ min: 5, max: 60, noNaN: true }),
        marginTop: fc.constantFrom(0, 22, 24),
        lead: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
      })
      .map(({ count, height, marginTop, lead }) => lines(count, height, marginTop, lead));
    fc.assert(
      fc.property(fc.array(block, { maxLength: 30 }), (blocks) => {
        const { spots, pages, placements } = drawn(blocks);
        let lastPage = 0;
        for (const placement of placements) {
          expect(placement.page).toBeGreaterThanOrEqual(lastPage);
          lastPage = placement.page;
        }
        expect(pages).toBeGreaterThan(lastPage);
        let previous = { page: -1, bottom: 0 };
        for (const b of blocks) {
          for (const atom of b.atoms) {
            const at = spots.get(atom);
            expect(at).toHaveLength(1);
            const spot = at?.[0];
            if (!spot) continue;
            expect(spot.top).toBeGreaterThanOrEqual(frame.top - 1e-6);
            expect(spot.bottom).toBeLessThanOrEqual(frame.bottom + 1e-6);
            // In reading order: later on the same page, or on a later page.
            if (spot.page === previous.page) {
              expect(spot.top).toBeGreaterThanOrEqual(previous.bottom - 1e-6);
            } else {
              expect(spot.page).toBeGreaterThan(previous.page);
            }
            previous = spot;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
