import type {
  AuditAnswer,
  AuditEvent,
  Company,
  DraftAnswer,
  DraftApartmentsAnswer,
  DraftMaterialsAnswer,
  HistoryAnswer,
  OverviewAnswer,
  User,
} from "@home-designer/core";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { toast } from "../../lib/toast.ts";
import { loadTexts, renderPage, testUser } from "../auth/testing.tsx";
import { Component as BackOffice } from "./back-office-route.tsx";

/** Helpers for the back office's component tests (jsdom): people, answers, the page. */

export async function loadBackOfficeTexts(): Promise<void> {
  await loadTexts();
  await i18n.loadNamespaces(["admin"]);
}

/** A toast a screen showed: its kind and its words. */
export type ShownToast = { kind: "success" | "error" | "warning" | "message"; message: string };

/**
 * What every back-office component test file sets up, called once at its top: the texts, a
 * logged-in person's token, toasts recorded (in `toasts`) instead of shown, and after each test
 * the page, the stubbed `fetch` and the token gone again.
 */
export function setUpBackOfficeTests(): { toasts: ShownToast[] } {
  const toasts: ShownToast[] = [];
  beforeAll(loadBackOfficeTexts);
  beforeEach(() => {
    usePrimaryStore.setState({ token: "tok" });
    for (const kind of ["success", "error", "warning", "message"] as const)
      vi.spyOn(toast, kind).mockImplementation((message?: string) => {
        toasts.push({ kind, message: message ?? "" });
      });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const kind of ["success", "error", "warning", "message"] as const)
      vi.mocked(toast[kind]).mockRestore();
    toasts.length = 0;
    usePrimaryStore.setState({ token: null });
  });
  return { toasts };
}

export const admin = (): User =>
  testUser({ roles: { admin: "admin" }, email: "admin@example.com" });
export const designer = (): User =>
  testUser({ roles: { designer: "designer" }, email: "designer@example.com" });

export function draftAnswer(overrides: Partial<DraftAnswer> = {}): DraftAnswer {
  return {
    version: 3,
    stale: false,
    updated_by: "admin@example.com",
    updated_at: "2026-03-12T10:00:00Z",
    changes: [
      { kind: "material", code: "M-1", action: "changed", fields: ["price"] },
      { kind: "option", code: "P1/kitchen/tap/M-1", action: "changed", fields: ["price"] },
    ],
    warnings: {},
    abilities: { edit: true, buyers: true },
    ...overrides,
  };
}

export function materialsAnswer(
  overrides: Partial<DraftMaterialsAnswer> = {},
): DraftMaterialsAnswer {
  return {
    version: 3,
    total: 120,
    page: 1,
    per_page: 50,
    categories: [
      { code: "taps", name: "Taps" },
      { code: "tiles", name: "Tiles" },
    ],
    materials: [
      {
        index: 0,
        code: "M-1",
        name: "Kitchen tap",
        category: "taps",
        price: "129.90",
        manufacturer: "Oras",
        thumbnail: "files/tap.webp",
        thumbnail_url: "/files/ab12/tap.webp",
      },
      {
        index: 1,
        code: "M-2",
        name: "White tile",
        category: "tiles",
        price: "0",
        manufacturer: null,
        thumbnail: null,
        thumbnail_url: null,
      },
    ],
    ...overrides,
  };
}

export function apartmentsAnswer(
  overrides: Partial<DraftApartmentsAnswer> = {},
): DraftApartmentsAnswer {
  return {
    version: 3,
    total: 2,
    page: 1,
    per_page: 50,
    projects: [{ code: "P1", name: "Merelahe" }],
    apartments: [
      {
        pointer: "/projects/0/buildings/0/apartments/0",
        project: "P1",
        building: "A",
        apartment: "12",
        code: "A-12",
        apartment_id: 7,
        status: "sold",
        buyers: ["mari@example.com"],
        layouts: [
          { code: "L1", name: "2 rooms", apartment_layout_id: 41 },
          { code: "L2", name: "3 rooms", apartment_layout_id: null },
        ],
      },
      {
        pointer: "/projects/0/buildings/0/apartments/1",
        project: "P1",
        building: "A",
        apartment: "13",
        code: "A-13",
        apartment_id: null,
        status: "available",
        buyers: [],
        layouts: [],
      },
    ],
    ...overrides,
  };
}

export const overviewAnswer = (): OverviewAnswer => ({
  projects: [
    {
      code: "P1",
      name: "Merelahe",
      states: { no_buyer: 4, invited: 2, designing: 1, confirmed: 3 },
      waiting_count: 2,
      waiting: [
        {
          email: "mari@example.com",
          apartment: "12",
          building: "A",
          last_change_at: "2026-01-01T10:00:00Z",
        },
        { email: "jaan@example.com", apartment: "3", building: "B", last_change_at: null },
      ],
    },
  ],
});

export const historyAnswer = (): HistoryAnswer => ({
  total: 1,
  page: 1,
  per_page: 20,
  events: [
    {
      at: "2026-03-12T09:00:00Z",
      by: "admin@example.com",
      source: "published",
      entry_count: 1,
      entries: [{ kind: "material", code: "M-1", action: "changed", fields: ["price"] }],
    },
  ],
});

/** An event of a project's audit trail: a buyer confirming, unless told otherwise. */
export const auditEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  at: "2026-03-12T10:05:00Z",
  by: { email: "mari@example.com", role: "customer" },
  for: null,
  apartment: { building: "A", number: "12" },
  layout: { id: 12, name: "Premium 3R" },
  details: {
    action: "confirmed",
    version: 1,
    kind: "buyer",
    package: { en: "Premium" },
    total: 12_345,
    hash: "3f9a0c1d2e4b5a6978c0d1e2f3a4b5c6",
    signed_by: null,
  },
  ...overrides,
});

export const auditAnswer = (
  events: AuditEvent[] = [auditEvent()],
  overrides: Partial<AuditAnswer> = {},
): AuditAnswer => ({ total: events.length, page: 1, per_page: 50, events, ...overrides });

/** The back office at `path` (`/en/admin/catalogue`), as the route table mounts it. */
export function openBackOffice(path: string, company?: Company) {
  return renderPage(BackOffice, { path, route: "/:lang/admin/*?", company });
}
