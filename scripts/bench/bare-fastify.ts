/**
 * The bench's baseline (issue 24): a bare Fastify server with one route answering the body given
 * in BODY_FILE as JSON, uncompressed, with no hooks, on PORT (0: one the system chooses, said on
 * stdout as the server says it). What our server adds to a read is measured against it in the
 * same run (`npm run bench -- reads`).
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const body = readFileSync(process.env.BODY_FILE ?? "", "utf8");
const app = Fastify({ logger: false });
app.get("/bare", (_request, reply) => reply.type("application/json").send(body));
console.log(
  `Listening on ${await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" })}.`,
);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
