/// <reference types="node" />
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder the built server has migrated and seeded with the demo company. */
    seededDataDir: string;
  }
}

/**
 * Starts the built server once on an empty data folder, so that it migrates and seeds the demo
 * company, and stops it again. Every browser test file's server starts on a copy of that folder
 * (server.ts): seeding imports the demo company's folder (542 pictures) and adds its people,
 * which costs several seconds a server.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-seeded-"));
  const server = await startServer({ seeded: false, env: { DATA_DIR: dir } });
  await server.stop();
  project.provide("seededDataDir", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
