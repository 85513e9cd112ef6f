/**
 * What the dashboard shares with the configurator: the notice of how a signing at the company's
 * eID broker ended, for a signing the server could not place sends the buyer to the dashboard.
 */
export { useSigningOutcome } from "./actions/signing-outcome.ts";
