import { type Choices, changedClosedSlots, closedGroupDeadlines } from "@home-designer/core";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { conflict } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { isStaff } from "../../policies/acting.ts";
import { allLayoutTabs } from "../rooms/presenters.ts";

/**
 * Selection deadlines on the server (docs/decisions/040-selection-deadlines.md): after a
 * deadline a buyer no longer changes the groups it holds. Staff acting for the buyer still do, so
 * the company can settle a late wish. The rule is core's (deadlines.ts), over the layout's
 * deadlines as its tabs carry them.
 */
async function closedGroups(
  ctx: AppContext,
  project: { id: number; companyId: number },
  layoutId: number,
  now: Date,
) {
  const { tabs } = await allLayoutTabs(ctx, project.companyId, project.id, layoutId);
  return { closed: closedGroupDeadlines(tabs.deadlines, now), tabs };
}

/** Refuses (409, nothing written) a buyer's design that changes a closed group from `before`. */
export async function refuseClosedChange(
  ctx: AppContext,
  acting: Acting,
  project: { id: number; companyId: number },
  layoutId: number,
  before: Choices,
  after: Choices,
  now = new Date(),
): Promise<void> {
  if (isStaff(acting.caller)) return;
  const { closed } = await closedGroups(ctx, project, layoutId, now);
  if (closed.size === 0) return;
  const [changed] = changedClosedSlots(before, after, closed);
  if (changed === undefined) return;
  const deadline = closed.get(Number(changed.split(":")[1]));
  throw conflict(localized("choicesClosed", { date: deadline?.date ?? "" }));
}

/**
 * Refuses (409) a buyer's confirmation once every group of the layout has closed: confirming
 * chooses the whole layout, which is no longer the buyer's to choose. Before that, a package's
 * closed groups are as they were at their deadline (saves keep them), so confirming one changes
 * nothing that has closed.
 */
export async function refuseClosedConfirmation(
  ctx: AppContext,
  acting: Acting,
  project: { id: number; companyId: number },
  layoutId: number,
  groupIds: readonly number[],
  now = new Date(),
): Promise<void> {
  if (isStaff(acting.caller) || groupIds.length === 0) return;
  const { closed } = await closedGroups(ctx, project, layoutId, now);
  if (!groupIds.every((id) => closed.has(id))) return;
  const last = [...closed.values()].reduce((a, b) => (a.ends_at > b.ends_at ? a : b));
  throw conflict(localized("layoutClosed", { date: last.date }));
}
