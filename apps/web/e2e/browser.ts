/// <reference types="node" />
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** The system Chromium (never a downloaded browser); missing, it fails the run. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not at ${executablePath}: install the Debian package \`chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
