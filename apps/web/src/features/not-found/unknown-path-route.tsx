import { UnknownPath } from "./unknown-path.tsx";

/** `/{lang}` alone and every `/{lang}/…` path that no page has. */
export function Component() {
  return <UnknownPath />;
}
