import { i18n } from "../../i18n/index.ts";

/** The text to show for a failed call: the server's own message, or the network notice. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t("common:errors.network");
}
