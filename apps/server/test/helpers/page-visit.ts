import { type IncomingHttpHeaders, request } from "node:http";
import type { TestServer } from "./test-server.ts";

/** What a browser's navigation accepts (Chromium's and Firefox's, alike in what matters). */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/**
 * A page visit as a browser makes it: no Origin, the site named by the Host header (which fetch
 * does not let a caller set), a page asked for (`Accept`), redirects not followed. `accept` stands
 * in for another kind of caller.
 */
export function visit(
  server: TestServer,
  path: string,
  host: string,
  accept = BROWSER_ACCEPT,
): Promise<{
  status: number;
  location: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    request(server.url + path, { headers: { host, accept } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          headers: res.headers,
          body,
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}
