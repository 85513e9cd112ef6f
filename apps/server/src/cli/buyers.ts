import { parseArgs } from "node:util";
import { buyersBodySchema } from "@home-designer/core";
import { usagePrefix } from "./console.ts";
import { operate } from "./operate.ts";

/**
 * `buyers list <apartment-id>` and `buyers set <apartment-id> [e-mail…]`: who bought an apartment
 * (the same as the staff's `PUT /api/apartments/{id}/buyers`). `set` replaces the list; with no
 * addresses it clears it. Only a listed buyer (or staff acting for one) may confirm the
 * apartment's layouts. Works whether or not a server runs (cli/operate.ts).
 */
export async function run(args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const [command, idText, ...emails] = positionals;
  const apartmentId = Number(idText);
  if (
    (command !== "list" && command !== "set") ||
    !Number.isSafeInteger(apartmentId) ||
    apartmentId < 1
  ) {
    console.error(`Usage: ${usagePrefix("buyers")} <list|set> <apartment-id> [e-mail…]`);
    return 2;
  }
  const parsed = buyersBodySchema.safeParse({ emails: command === "set" ? emails : [] });
  if (!parsed.success) {
    const bad = parsed.error.issues.map(
      (i) => `${emails[Number(i.path[1])] ?? i.path.join(".")}: ${i.message}`,
    );
    console.error(`Not saved:\n  ${bad.join("\n  ")}`);
    return 2;
  }
  return operate(
    command === "set"
      ? { command: "buyers-set", apartmentId, emails: parsed.data.emails }
      : { command: "buyers-list", apartmentId },
  );
}
