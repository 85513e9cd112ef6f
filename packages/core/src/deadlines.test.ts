import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changedClosedSlots,
  closedGroupDeadlines,
  closedGroups,
  type Deadline,
  dayEnd,
  dayStart,
  daysLeft,
  deadlineOf,
  deadlinePassed,
  isDeadlineDate,
  isTimeZone,
  layoutDeadlines,
  nextDeadline,
  reminderDue,
} from "./deadlines.ts";
import type { Choices } from "./engine/configuration.ts";

const kitchen = { code: "worktop", roomType: "kitchen" };
const tap = { code: "tap", roomType: "kitchen" };
const floor = { code: "floor", roomType: "apartment" };
const tiles = { code: "tiles", roomType: "bath" };

describe("dayEnd", () => {
  it("ends the day at midnight in the company's zone, in winter and in summer", () => {
    expect(dayEnd("2027-03-01", "Europe/Tallinn").toISOString()).toBe("2027-03-01T22:00:00.000Z");
    expect(dayEnd("2027-07-01", "Europe/Tallinn").toISOString()).toBe("2027-07-01T21:00:00.000Z");
    expect(dayEnd("2027-03-01", "Europe/Berlin").toISOString()).toBe("2027-03-01T23:00:00.000Z");
    expect(dayEnd("2027-03-01", "UTC").toISOString()).toBe("2027-03-02T00:00:00.000Z");
  });

  it("takes the clock change on the night it ends (Tallinn moves to summer time on 28 March 2027)", () => {
    // The day of 27 March ends at midnight of winter time; 28 March at midnight of summer time.
    expect(dayEnd("2027-03-27", "Europe/Tallinn").toISOString()).toBe("2027-03-27T22:00:00.000Z");
    expect(dayEnd("2027-03-28", "Europe/Tallinn").toISOString()).toBe("2027-03-28T21:00:00.000Z");
  });

  it("is, in any zone, the first instant whose day there is the next one", () => {
    const zones = ["Europe/Tallinn", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2001-01-01"), max: new Date("2090-12-30"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (day, zone) => {
          const date = day.toISOString().slice(0, 10);
          const end = dayEnd(date, zone).getTime();
          const dayIn = (t: number) =>
            new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(t));
          expect(dayIn(end - 1)).toBe(date);
          expect(dayIn(end) > date).toBe(true);
        },
      ),
    );
  });
});

describe("dayStart", () => {
  it("is, in any zone, the first instant whose day there is the date, and the day before's end", () => {
    const zones = ["Europe/Tallinn", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2001-01-02"), max: new Date("2090-12-30"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (day, zone) => {
          const date = day.toISOString().slice(0, 10);
          const start = dayStart(date, zone).getTime();
          const dayIn = (t: number) =>
            new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(t));
          expect(dayIn(start)).toBe(date);
          expect(dayIn(start - 1) < date).toBe(true);
          const before = new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10);
          expect(dayEnd(before, zone).getTime()).toBe(start);
        },
      ),
    );
  });

  it("starts the day of the clock change at midnight of winter time (Tallinn, 28 March 2027)", () => {
    expect(dayStart("2027-03-28", "Europe/Tallinn").toISOString()).toBe("2027-03-27T22:00:00.000Z");
  });
});

describe("deadlinePassed and daysLeft", () => {
  it("passes at the deadline's end, not a millisecond before", () => {
    const end = dayEnd("2027-03-01", "Europe/Tallinn");
    expect(deadlinePassed(end, new Date(end.getTime() - 1))).toBe(false);
    expect(deadlinePassed(end, end)).toBe(true);
    expect(deadlinePassed(end.toISOString(), new Date(end.getTime() + 1))).toBe(true);
  });

  it("counts whole days left, rounding up, and none once passed", () => {
    const end = new Date("2027-03-01T22:00:00Z");
    expect(daysLeft(end, new Date("2027-02-27T22:00:00Z"))).toBe(2);
    expect(daysLeft(end, new Date("2027-03-01T21:00:00Z"))).toBe(1);
    expect(daysLeft(end, end)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (ms) => {
        const left = daysLeft(end, new Date(end.getTime() - ms));
        expect(left > 0).toBe(!deadlinePassed(end, new Date(end.getTime() - ms)));
      }),
    );
  });
});

describe("deadlineOf", () => {
  const deadlines: Deadline[] = [
    { code: "rest", date: "2027-04-01" },
    { code: "kitchen", date: "2027-03-01", room_types: ["kitchen"] },
    { code: "tap", date: "2027-05-01", groups: ["tap"] },
  ];

  it("takes the deadline naming the group, then its room type, then the whole layout's", () => {
    expect(deadlineOf(deadlines, tap)?.code).toBe("tap");
    expect(deadlineOf(deadlines, kitchen)?.code).toBe("kitchen");
    expect(deadlineOf(deadlines, floor)?.code).toBe("rest");
    expect(deadlineOf(deadlines.slice(1), floor)).toBeUndefined();
  });

  it("closes the kitchen on 2 March and everything else, the tap aside, on 2 April", () => {
    const groups = [kitchen, tap, floor, tiles];
    const on = (iso: string) => [
      ...closedGroups(deadlines, groups, "Europe/Tallinn", new Date(iso)),
    ];
    expect(on("2027-03-01T12:00:00Z")).toEqual([]);
    expect(on("2027-03-02T12:00:00Z")).toEqual(["worktop"]);
    expect(on("2027-04-02T12:00:00Z")).toEqual(["worktop", "floor", "tiles"]);
    expect(on("2027-05-02T12:00:00Z")).toEqual(["worktop", "tap", "floor", "tiles"]);
  });

  it("closes a group exactly when the deadline that holds it has passed, and never reopens it", () => {
    const code = fc.constantFrom("worktop", "tap", "floor", "tiles");
    const deadline = fc.record({
      code: fc.string(),
      date: fc
        .date({ min: new Date("2027-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      groups: fc.uniqueArray(code, { maxLength: 2 }),
      room_types: fc.uniqueArray(fc.constantFrom("kitchen", "bath", "apartment"), {
        maxLength: 2,
      }),
    });
    const instant = fc.date({
      min: new Date("2026-12-01"),
      max: new Date("2028-01-31"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.array(deadline, { maxLength: 4 }), instant, instant, (list, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const groups = [kitchen, tap, floor, tiles];
        const closedEarly = closedGroups(list, groups, "Europe/Tallinn", early);
        const closedLate = closedGroups(list, groups, "Europe/Tallinn", late);
        for (const group of closedEarly) expect(closedLate.has(group)).toBe(true);
        for (const group of groups) {
          const holding = deadlineOf(list, group);
          const passed =
            holding !== undefined && deadlinePassed(dayEnd(holding.date, "Europe/Tallinn"), late);
          expect(closedLate.has(group.code)).toBe(passed);
          // A group no deadline covers never closes.
          if (!list.some((d) => d === holding)) expect(closedLate.has(group.code)).toBe(false);
        }
      }),
    );
  });
});

describe("isDeadlineDate and isTimeZone", () => {
  it("takes calendar days and known zones only", () => {
    expect(isDeadlineDate("2027-03-01")).toBe(true);
    expect(isDeadlineDate("2027-02-30")).toBe(false);
    expect(isDeadlineDate("1 March 2027")).toBe(false);
    expect(isDeadlineDate("2027-3-1")).toBe(false);
    expect(isTimeZone("Europe/Tallinn")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Atlantis")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
  });
});

describe("a layout's deadlines", () => {
  const deadlines: Deadline[] = [
    { code: "rest", date: "2027-04-01" },
    { code: "kitchen", date: "2027-03-01", room_types: ["kitchen"] },
    { code: "sauna", date: "2027-02-01", room_types: ["sauna"] },
  ];
  const groups = [
    { id: 1, ...kitchen },
    { id: 2, ...tap },
    { id: 3, ...floor },
  ];
  const layout = layoutDeadlines(deadlines, groups, "Europe/Tallinn");

  it("holds each group of the layout by one deadline, earliest first, leaving out what holds none", () => {
    expect(layout).toEqual([
      {
        code: "kitchen",
        name: {},
        date: "2027-03-01",
        ends_at: "2027-03-01T22:00:00.000Z",
        group_ids: [1, 2],
      },
      {
        code: "rest",
        name: {},
        date: "2027-04-01",
        ends_at: "2027-04-01T21:00:00.000Z",
        group_ids: [3],
      },
    ]);
  });

  it("names the closed groups with their deadline and the next open deadline", () => {
    const march = new Date("2027-03-15T12:00:00Z");
    expect([...closedGroupDeadlines(layout, march).keys()]).toEqual([1, 2]);
    expect(nextDeadline(layout, march)?.code).toBe("rest");
    expect(nextDeadline(layout, new Date("2027-05-01"))).toBeUndefined();
  });

  it("finds exactly the changed slots of closed groups", () => {
    const slot = fc.constantFrom("1:1", "1:2", "2:3", "3:1") as fc.Arbitrary<`${number}:${number}`>;
    const choices = fc
      .array(fc.tuple(slot, fc.integer({ min: 1, max: 3 })))
      .map((entries) => new Map(entries) as Choices);
    fc.assert(
      fc.property(choices, choices, fc.uniqueArray(fc.integer({ min: 1, max: 3 })), (a, b, ids) => {
        const closed = new Map(ids.map((id) => [id, true]));
        const changed = changedClosedSlots(a, b, closed);
        for (const key of new Set([...a.keys(), ...b.keys()])) {
          const inClosed = closed.has(Number(key.split(":")[1]));
          expect(changed.includes(key)).toBe(inClosed && a.get(key) !== b.get(key));
        }
        expect(changedClosedSlots(a, a, closed)).toEqual([]);
      }),
    );
  });
});

describe("reminderDue", () => {
  const end = new Date("2027-03-01T22:00:00Z");

  it("is due from the given days before the end until the end, and never for 0 days", () => {
    expect(reminderDue(end, 7, new Date("2027-02-22T21:59:59Z"))).toBe(false);
    expect(reminderDue(end, 7, new Date("2027-02-22T22:00:00Z"))).toBe(true);
    expect(reminderDue(end, 7, new Date("2027-03-01T21:59:59Z"))).toBe(true);
    expect(reminderDue(end, 7, end)).toBe(false);
    expect(reminderDue(end, 0, new Date("2027-03-01T12:00:00Z"))).toBe(false);
  });

  it("is due only while the deadline is open, and is due at a moment for more days if for fewer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: -400 * 86_400_000, max: 10 * 86_400_000 }),
        (a, b, offset) => {
          const now = new Date(end.getTime() + offset);
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          if (reminderDue(end, fewer, now)) expect(reminderDue(end, more, now)).toBe(true);
          if (reminderDue(end, more, now)) expect(deadlinePassed(end, now)).toBe(false);
        },
      ),
    );
  });
});
