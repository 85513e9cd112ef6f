import { execFile } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { assertFreshBuild, builtCli } from "../helpers/built.ts";

const run = promisify(execFile);
const demoCompany = path.resolve(import.meta.dirname, "../../demo-company");

/**
 * The command line as a production install runs it: the build (`node apps/server/dist/cli.js`),
 * by plain node (which cannot load the TypeScript sources, so nothing of tsx is in the way), from
 * another working directory (docs/deployment.md, "The command line").
 */
describe("the built command line", () => {
  beforeAll(() => assertFreshBuild());

  const cli = (args: string[]) =>
    run(process.execPath, [builtCli, ...args], {
      cwd: tmpdir(),
      env: { ...process.env, NODE_OPTIONS: "", npm_lifecycle_event: "" },
    });

  it("checks a company folder", async () => {
    const { stdout, stderr } = await cli(["company", "check", demoCompany]);
    expect(stdout).toBe(`${demoCompany}: the company folder can be imported.\n`);
    expect(stderr).toBe("");
  });

  it("says how it is used, with exit code 2, for an unknown command or arguments", async () => {
    for (const args of [[], ["compnay"], ["company", "check"], ["company", "check", "--bad"]]) {
      const failed = await cli(args).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code, args.join(" ")).toBe(2);
      expect(failed?.stderr, args.join(" ")).toMatch(/Usage|Unknown option/);
    }
    const usage = await cli(["buyers"]).catch((error: { stderr: string }) => error);
    expect(usage.stderr).toContain("node apps/server/dist/cli.js buyers <list|set>");
  });
});
