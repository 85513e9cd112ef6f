import { parseArgs } from "node:util";
import { ROLES, type Role } from "../db/schema.ts";
import { usagePrefix } from "./console.ts";
import { operate } from "./operate.ts";

/**
 * `set-role <e-mail> <customer|designer|admin> [--company <slug>]`: makes an account staff (any
 * role but customer) or a customer again. The company is needed only when the address has
 * accounts at several companies. Works whether or not a server runs (cli/operate.ts).
 */
export async function run(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { company: { type: "string" } },
  });
  const isRole = (value: string | undefined): value is Role =>
    (ROLES as readonly (string | undefined)[]).includes(value);
  const [email, role] = positionals;
  if (!email || !isRole(role)) {
    console.error(
      `Usage: ${usagePrefix("set-role")} <e-mail> <${ROLES.join("|")}> [--company <slug>]`,
    );
    return 2;
  }
  return operate({ command: "set-role", email, role, company: values.company });
}
