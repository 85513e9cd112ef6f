/**
 * What the dashboard shares with the configurator about confirmations signed at the company's eID
 * broker (decision 048): starting one, and the notice of how one ended (a signing the server
 * could not place sends the buyer to the dashboard).
 */

export { signAndConfirm } from "./actions/sign-confirmation.ts";
export { useSigningOutcome } from "./actions/signing-outcome.ts";
