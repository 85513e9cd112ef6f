/**
 * What the bench's parts ask a server running the demo before they measure: its first layout,
 * the demo customer's login; and how autocannon's clients are set up.
 */

import type autocannon from "autocannon";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { rooms } from "../../apps/server/src/db/schema.ts";
import { PEOPLE } from "../../apps/server/src/demo/demo-people.ts";

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export type DemoLayout = {
  companyId: number;
  projectId: number;
  layoutId: number;
  /** The layout's default package (or its first). */
  packageId: number;
  /** The layout's rooms, in the server's order. */
  roomIds: number[];
};

/** The first layout of the demo's first project, with its rooms and default package. */
export async function demoLayout(url: string): Promise<DemoLayout> {
  const company = await getJson<{ id: number }>(
    `${url}/api/company?url=${encodeURIComponent(url)}`,
  );
  const projects = await getJson<
    { id: number; buildings: { apartments: { layouts: { id: number }[] }[] }[] }[]
  >(`${url}/api/list/projects?company=${company.id}&compact=0`);
  const project = projects[0];
  const layoutId = project?.buildings[0]?.apartments.find((a) => a.layouts.length > 0)?.layouts[0]
    ?.id;
  if (!project || !layoutId) throw new Error("the demo has no project with a layout");
  const packages = await getJson<{ id: number; default: boolean }[]>(
    `${url}/api/packages?project_id=${project.id}&apartment_layout_id=${layoutId}`,
  );
  const packageId = (packages.find((p) => p.default) ?? packages[0])?.id;
  if (packageId === undefined) throw new Error("the demo's layout has no package");
  const tabs = await getJson<{ rooms: { id: number }[] }>(
    `${url}/api/project/${project.id}/tabs?apartment_layout_id=${layoutId}`,
  );
  return {
    companyId: company.id,
    projectId: project.id,
    layoutId,
    packageId,
    roomIds: tabs.rooms.map((room) => room.id),
  };
}

/** A fresh login of the demo customer (apps/server/src/demo/demo-people.ts). */
export async function demoCustomerToken(url: string, companyId: number): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: PEOPLE.customer.email,
      password: PEOPLE.customer.password,
      company_id: companyId,
    }),
  });
  if (!res.ok) throw new Error(`the demo customer's login answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * autocannon keeps every answer's body as a string (`body += chunk`), which for a compressed
 * answer is a slow decode of binary bytes: on the 15 KB catalogue it took 80 % of the load
 * generator's time, so that the generator, not the server, set the latency. Bodies are not
 * checked here, so each client drops them.
 */
export function dropBodies(client: autocannon.Client): void {
  const internals = client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } };
  internals.pipelinedRequests.addBody = () => {};
}

/**
 * The layout grown to `total` rooms in the stopped server's `dataDir`: its rooms repeated in
 * their order (same room types, so the same groups and pictures) with slugs of their own, as a
 * larger apartment of the same company would be. Answers the number of rooms it has.
 */
export async function growLayout(
  dataDir: string,
  layoutId: number,
  total: number,
): Promise<number> {
  const database = await openDatabase({ dataDir });
  try {
    const originals = await database.db.query.rooms.findMany({
      where: (room, { eq }) => eq(room.apartmentLayoutId, layoutId),
      orderBy: (room, { asc }) => [asc(room.priority), asc(room.id)],
    });
    const top = Math.max(...originals.map((room) => room.priority)) + 1;
    const copies = [];
    for (let n = originals.length; n < total; n++) {
      const room = originals[n % originals.length];
      const copy = Math.floor(n / originals.length);
      if (!room) throw new Error("the layout has no rooms");
      copies.push({
        apartmentLayoutId: layoutId,
        roomTypeId: room.roomTypeId,
        // The room's place in the grown layout: unique however often the layout grows.
        slug: `${room.slug}-${n + 1}`,
        label: room.label,
        numbers: room.numbers,
        priority: room.priority + copy * top,
      });
    }
    if (copies.length > 0) await database.db.insert(rooms).values(copies);
    return originals.length + copies.length;
  } finally {
    await database.close();
  }
}
