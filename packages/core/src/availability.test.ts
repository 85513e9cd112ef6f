import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availabilityWarnings, END_OF_SALE_NOTICE_DAYS } from "./availability.ts";
import { dayEnd, dayStart } from "./deadlines.ts";

const zone = "Europe/Tallinn";
const installation = { date: "2027-06-01", starts_at: dayStart("2027-06-01", zone).toISOString() };
const endOfSale = (date: string) => ({ date, ends_at: dayEnd(date, zone).toISOString() });
const at = (iso: string) => new Date(iso);

describe("availabilityWarnings", () => {
  it("says nothing of a material without a lead time or an end of sale", () => {
    expect(availabilityWarnings({}, installation, at("2027-05-31T12:00:00Z"))).toEqual([]);
    expect(availabilityWarnings(null, installation, at("2027-05-31T12:00:00Z"))).toEqual([]);
    expect(
      availabilityWarnings({ lead_time_days: null, end_of_sale: null }, null, new Date()),
    ).toEqual([]);
  });

  it("warns of a lead time that ends after installation starts, counted from now", () => {
    // Installation starts 2027-05-31T21:00Z (midnight in Tallinn, summer time).
    const material = { lead_time_days: 28 };
    expect(availabilityWarnings(material, installation, at("2027-05-03T20:59:00Z"))).toEqual([]);
    expect(availabilityWarnings(material, installation, at("2027-05-03T21:00:00Z"))).toEqual([]);
    expect(availabilityWarnings(material, installation, at("2027-05-03T21:01:00Z"))).toEqual([
      { kind: "late", lead_time_days: 28, installation_date: "2027-06-01" },
    ]);
  });

  it("takes no lead time as late without an installation day, nor a lead time of 0", () => {
    expect(availabilityWarnings({ lead_time_days: 400 }, null, at("2027-05-01T00:00Z"))).toEqual(
      [],
    );
    expect(
      availabilityWarnings({ lead_time_days: 0 }, installation, at("2027-05-31T20:00Z")),
    ).toEqual([]);
  });

  it("warns of an end of sale within the notice days and of one that has passed", () => {
    const material = { end_of_sale: endOfSale("2027-03-01") };
    // The day ends at 2027-03-01T22:00Z (midnight in Tallinn, winter time).
    expect(availabilityWarnings(material, null, at("2027-01-01T12:00Z"))).toEqual([]);
    expect(availabilityWarnings(material, null, at("2027-02-20T12:00Z"))).toEqual([
      { kind: "ending", date: "2027-03-01", days_left: 10 },
    ]);
    expect(availabilityWarnings(material, null, at("2027-03-01T21:59Z"))).toEqual([
      { kind: "ending", date: "2027-03-01", days_left: 1 },
    ]);
    expect(availabilityWarnings(material, null, at("2027-03-01T22:00Z"))).toEqual([
      { kind: "ended", date: "2027-03-01" },
    ]);
  });

  it("puts the end of sale before the lead time", () => {
    const material = { lead_time_days: 60, end_of_sale: endOfSale("2027-05-10") };
    expect(
      availabilityWarnings(material, installation, at("2027-05-01T00:00Z")).map((w) => w.kind),
    ).toEqual(["ending", "late"]);
  });

  const instant = fc
    .date({ min: new Date("2020-01-01"), max: new Date("2040-01-01"), noInvalidDate: true })
    .map((d) => d.getTime());

  it("never takes a warning back as time goes on or the lead time grows", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 730 }),
        fc.integer({ min: 0, max: 730 }),
        instant,
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        instant,
        (lead, more, now, later, starts) => {
          const inst = { date: "2030-01-01", starts_at: new Date(starts).toISOString() };
          const kinds = (days: number, t: number) =>
            availabilityWarnings({ lead_time_days: days }, inst, new Date(t)).map((w) => w.kind);
          if (kinds(lead, now).includes("late")) {
            expect(kinds(lead + more, now)).toContain("late");
            expect(kinds(lead, now + later)).toContain("late");
          }
        },
      ),
    );
  });

  it("calls an end of sale ended exactly once it has passed, and ending only within the notice days", () => {
    fc.assert(
      fc.property(instant, instant, (ends, now) => {
        const material = {
          end_of_sale: { date: "2030-01-01", ends_at: new Date(ends).toISOString() },
        };
        const [warning, ...rest] = availabilityWarnings(material, null, new Date(now));
        expect(rest).toEqual([]);
        if (now >= ends) expect(warning?.kind).toBe("ended");
        else if (ends - now <= END_OF_SALE_NOTICE_DAYS * 86_400_000) {
          expect(warning?.kind).toBe("ending");
          if (warning?.kind === "ending") {
            expect(warning.days_left).toBeGreaterThanOrEqual(1);
            expect(warning.days_left).toBeLessThanOrEqual(END_OF_SALE_NOTICE_DAYS);
          }
        } else expect(warning).toBeUndefined();
      }),
    );
  });
});
