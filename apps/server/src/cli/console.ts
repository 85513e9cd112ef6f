import type { Output } from "../operator/commands.ts";

/** The command line's output: results to standard output, problems to standard error. */
export const consoleOutput: Output = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/**
 * How the person typed a command, for its usage line: `npm run company --` from a checkout's
 * scripts (npm names the script it runs), `node apps/server/dist/cli.js company` otherwise.
 */
export function usagePrefix(command: string): string {
  return process.env.npm_lifecycle_event === command
    ? `npm run ${command} --`
    : `node apps/server/dist/cli.js ${command}`;
}
