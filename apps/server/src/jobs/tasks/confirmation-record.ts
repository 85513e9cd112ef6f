/**
 * The confirmation-record task (`CONFIRMATION_RECORD_QUEUE`): a confirmation version's PDF of
 * record made and stored (modules/packages/record-pdf.ts). `confirmPackage` and
 * `amendConfirmation` (modules/packages/confirm-service.ts) enqueue it with the version, so the
 * record exists soon after the answer whether or not anything is mailed.
 */
import type { AppContext } from "../../context.ts";
import { recordPdf } from "../../modules/packages/record-pdf.ts";
import type { ConfirmationRecordJob } from "../queues.ts";

export async function makeConfirmationRecord(
  ctx: AppContext,
  job: ConfirmationRecordJob,
): Promise<void> {
  await recordPdf(ctx, job.confirmationId);
}
