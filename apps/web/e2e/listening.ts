/// <reference types="node" />
import type { ChildProcess } from "node:child_process";

/**
 * The address a child process started with PORT=0 says it listens on (`Listening on http://…`,
 * as the server's start-up message and the bench's bare Fastify script say it): the operating
 * system chose the port, so no other process can take it between a choice and a listen. The
 * child is stopped when it exits or stays silent past the timeout; what it said is in the error.
 */
export function listeningAddress(
  child: ChildProcess,
  name: string,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let said = "";
    const timer = setTimeout(
      () => fail(new Error(`${name} did not listen within ${timeoutMs / 1000} s:\n${said}`)),
      timeoutMs,
    );
    const onOutput = (chunk: Buffer) => {
      said += chunk.toString();
      const address = /Listening on (http:\/\/[^\s]+?)\.?\s/.exec(said)?.[1];
      if (!address) return;
      done();
      resolve(address);
    };
    const onExit = (code: number | null) =>
      fail(new Error(`${name} exited with code ${code}:\n${said}`));
    const done = () => {
      clearTimeout(timer);
      child.stdout?.off("data", onOutput);
      child.stderr?.off("data", onOutput);
      child.off("exit", onExit);
    };
    const fail = (error: Error) => {
      done();
      child.kill("SIGTERM");
      reject(error);
    };
    child.stdout?.on("data", onOutput);
    child.stderr?.on("data", onOutput);
    child.once("exit", onExit);
  });
}
