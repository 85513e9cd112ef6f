import { readdir, stat } from "node:fs/promises";
import path from "node:path";

const serverRoot = path.resolve(import.meta.dirname, "../..");
const repoRoot = path.resolve(serverRoot, "../..");

/** The built server and command line, as production runs them (build.mjs). */
export const builtServer = path.join(serverRoot, "dist/main.js");
export const builtCli = path.join(serverRoot, "dist/cli.js");

async function newestIn(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    // Tests are no part of the build.
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    const { mtimeMs } = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, mtimeMs);
  }
  return newest;
}

/**
 * Throws unless the build is there and newer than every source it was made of: a test of the
 * build must not pass or fail on an old one. CI builds before the tests (`npm test`); locally,
 * `npm run build -w apps/server` first.
 */
export async function assertFreshBuild(): Promise<void> {
  const built = await Promise.all(
    [builtServer, builtCli].map((file) =>
      stat(file).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  const sources = Math.max(
    await newestIn(path.join(serverRoot, "src")),
    await newestIn(path.join(repoRoot, "packages/core/src")),
    (await stat(path.join(serverRoot, "build.mjs"))).mtimeMs,
  );
  if (Math.min(...built) < sources) {
    throw new Error(
      "apps/server/dist is missing or older than the sources: run `npm run build -w apps/server` first",
    );
  }
}
