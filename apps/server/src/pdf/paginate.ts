/**
 * Pagination of the summary: blocks laid out once (their heights known from line counts), then
 * placed on pages in one pass, so the cost grows with the content and nothing is laid out again.
 *
 * A block is made of atoms, rectangles in the block's own coordinates that are drawn together or
 * not at all (a line of text, a thumbnail, a rule). A block stays whole: when it does not fit below
 * what the page holds already, it starts the next page. Only a block taller than a whole page is
 * split, between atoms, where no atom straddles the cut.
 */

export type Atom = {
  /** From the block's top, in points. */
  top: number;
  bottom: number;
  /** Draws the atom with the block's top at `y` on the current page. */
  draw(y: number): void;
};

export type Block = {
  /** Space above the block, kept at the top of a page too (the page's top margin is its own). */
  marginTop: number;
  height: number;
  atoms: Atom[];
  /**
   * When split, the first part must reach at least this far into the block, or the block starts
   * on the next page instead (a room's heading never ends a page alone).
   */
  minLead?: number;
};

export type Frame = { top: number; bottom: number };

/** Where a block's atoms landed: on page `page` (0-based), the block's top at `y`. */
export type Placement = { page: number; y: number; atoms: Atom[] };

const EPSILON = 1e-6;

/** Places the blocks one after the other on pages of `frame`; gives the placements and pages. */
export function paginate(
  blocks: readonly Block[],
  frame: Frame,
): { placements: Placement[]; pages: number } {
  const placements: Placement[] = [];
  let page = 0;
  let y = frame.top;
  let fresh = true;
  const pageHeight = frame.bottom - frame.top;

  for (const block of blocks) {
    const top = y + block.marginTop;
    if (top + block.height <= frame.bottom + EPSILON) {
      placements.push({ page, y: top, atoms: block.atoms });
      y = top + block.height;
      fresh = false;
      continue;
    }
    if (!fresh && block.marginTop + block.height <= pageHeight + EPSILON) {
      page++;
      placements.push({ page, y: frame.top + block.marginTop, atoms: block.atoms });
      y = frame.top + block.marginTop + block.height;
      continue;
    }
    // Taller than a page: in parts, the first one on this page if enough of it fits.
    const atoms = [...block.atoms].sort((a, b) => a.top - b.top || a.bottom - b.bottom);
    let from = 0;
    let offset = 0;
    let start = top;
    let first = true;
    while (from < atoms.length) {
      const room = frame.bottom - start;
      let cut = lastCut(atoms, from, offset + room);
      const lead = first ? (block.minLead ?? 0) : 0;
      const tooShort = cut <= from || (cut < atoms.length && (atoms[cut]?.top ?? 0) < lead);
      if (tooShort && !fresh) {
        page++;
        fresh = true;
        start = frame.top + (first ? block.marginTop : 0);
        continue;
      }
      // Not even one atom fits a whole page: it is drawn anyway rather than lost.
      if (cut <= from) cut = forcedCut(atoms, from);
      const part = atoms.slice(from, cut);
      placements.push({ page, y: start - offset, atoms: part });
      fresh = false;
      first = false;
      y = start - offset + Math.max(...part.map((atom) => atom.bottom));
      if (cut >= atoms.length) break;
      offset = atoms[cut]?.top ?? 0;
      from = cut;
      page++;
      fresh = true;
      start = frame.top;
    }
    // The block's own height may reach below its last atom (padding).
    y = Math.max(y, start - offset + block.height);
    fresh = false;
  }
  return { placements, pages: page + 1 };
}

/**
 * The index of the first atom that goes to the next page, when the atoms from `from` on are placed
 * so that none reaches below `limit` (block coordinates) and none straddles the cut.
 */
function lastCut(atoms: readonly Atom[], from: number, limit: number): number {
  let best = from;
  let bottom = Number.NEGATIVE_INFINITY;
  for (let i = from; i < atoms.length; i++) {
    const atom = atoms[i] as Atom;
    if (i > from && atom.top >= bottom - EPSILON) best = i;
    if (atom.bottom > limit + EPSILON) return best;
    bottom = Math.max(bottom, atom.bottom);
  }
  return atoms.length;
}

/** The smallest cut that takes at least one atom (and all that overlap it). */
function forcedCut(atoms: readonly Atom[], from: number): number {
  let bottom = (atoms[from] as Atom).bottom;
  let i = from + 1;
  while (i < atoms.length && (atoms[i] as Atom).top < bottom - EPSILON) {
    bottom = Math.max(bottom, (atoms[i] as Atom).bottom);
    i++;
  }
  return i;
}
