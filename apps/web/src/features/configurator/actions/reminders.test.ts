// @vitest-environment jsdom
import { VIEWING } from "@home-designer/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  apartmentReminderApplies,
  apartmentReminderShown,
  markApartmentReminderShown,
  REMINDER_DELAY_MS,
  reminderDelay,
  saveReminderApplies,
} from "./reminders.ts";

afterEach(() => sessionStorage.clear());

describe("the reminders", () => {
  it("come after ten minutes", () => {
    expect(REMINDER_DELAY_MS).toBe(10 * 60 * 1000);
  });

  it("count the ten minutes from when they began, at once when they are over", () => {
    const opened = Date.UTC(2026, 10, 28, 12, 0, 0);
    expect(reminderDelay(opened, opened)).toBe(REMINDER_DELAY_MS);
    expect(reminderDelay(opened, opened + 4_000)).toBe(REMINDER_DELAY_MS - 4_000);
    expect(reminderDelay(opened, opened + REMINDER_DELAY_MS + 1)).toBe(0);
  });

  it("remind a logged-in buyer with a custom design to save it", () => {
    const custom = { isCustom: true, isUserPackageUpdating: false };
    expect(saveReminderApplies(true, custom)).toBe(true);
    expect(saveReminderApplies(false, custom)).toBe(false);
    expect(saveReminderApplies(true, VIEWING)).toBe(false);
    expect(saveReminderApplies(true, { isCustom: false, isUserPackageUpdating: true })).toBe(false);
  });

  it("tell a guest about an apartment with a page that is not sold", () => {
    const page = "https://homes.example/korterid/a-1";
    expect(
      apartmentReminderApplies(false, { apartment_url: page, transaction_status: "available" }),
    ).toBe(true);
    expect(
      apartmentReminderApplies(false, { apartment_url: page, transaction_status: "reserved" }),
    ).toBe(true);
    expect(
      apartmentReminderApplies(false, { apartment_url: page, transaction_status: "sold" }),
    ).toBe(false);
    expect(
      apartmentReminderApplies(false, { apartment_url: null, transaction_status: "available" }),
    ).toBe(false);
    expect(
      apartmentReminderApplies(true, { apartment_url: page, transaction_status: "available" }),
    ).toBe(false);
  });

  it("tell about the apartment once in a tab's session", () => {
    expect(apartmentReminderShown()).toBe(false);
    markApartmentReminderShown();
    expect(apartmentReminderShown()).toBe(true);
  });
});
