import { type IncomingHttpHeaders, request } from "node:http";
import type { TestServer } from "./test-server.ts";

/**
 * A page visit as a browser makes it: no Origin, the site named by the Host header (which fetch
 * does not let a caller set), redirects not followed.
 */
export function visit(
  server: TestServer,
  path: string,
  host: string,
): Promise<{
  status: number;
  location: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    request(server.url + path, { headers: { host } }, (res) => {
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
