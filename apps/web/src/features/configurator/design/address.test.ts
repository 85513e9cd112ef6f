// @vitest-environment jsdom
import { readLinkChoices, writeChoicesToQuery } from "@home-designer/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStore } from "zustand/vanilla";
import type { Navigate } from "../../../lib/navigation.ts";
import type { ConfiguratorState } from "../context.ts";
import { basePackageId } from "../selection/design.ts";
import { roomGroups } from "../selection/engine.ts";
import { asset, configuratorState, group, pkg, room } from "../selection/fixtures.ts";
import { loadLinkCode } from "../selection/link-code-loader.ts";
import { followDesign } from "./address.ts";
import {
  type DesignEvent,
  type DesignState,
  initialDesign,
  reduce,
  withInputs,
} from "./machine.ts";

const kitchen = room(1, "kitchen", 1);
const worktop = group(30, 1, [asset(31, 30, { packages: [7] }), asset(32, 30)]);
const loaded = new Map([[1, [worktop]]]);
const basic = pkg(7, { slug: "basic", default: true });

function place(segment: string): ConfiguratorState {
  const active = segment === "basic" ? basic : null;
  return {
    ...configuratorState(active),
    rooms: [kitchen],
    packages: [basic],
    packageSegment: segment,
    basePackageId: basePackageId(active, [basic]),
    carriedSearch: "?project=1",
  };
}

let moves: [unknown, unknown][] = [];
const navigate = ((to: unknown, options?: unknown) => {
  moves.push([to, options]);
}) as Navigate;

/** The configurator open at `path`, the design's store followed by the address writer. */
function openAt(path: string, segment = "basic") {
  window.history.replaceState(null, "", path);
  const url = new URL(path, "http://localhost");
  const store = createStore<DesignState>()(() => initialDesign(null));
  const stop = followDesign(store, navigate);
  const address = { key: String(Math.random()), pathname: url.pathname, search: url.search };
  store.setState(withInputs(store.getState(), place(segment), address, loaded), true);
  const send = (event: DesignEvent) => store.setState(reduce(store.getState(), event), true);
  return { store, stop, send };
}

const choose: DesignEvent = { type: "choose", choice: { roomId: 1, groupId: 30, assetId: 32 } };
/** The next frame painted: the address writer writes a changed design's query after it. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/** The browser's address holds version 3 codes: read with the layout's rooms. */
const browserChoices = () =>
  readLinkChoices(new URLSearchParams(window.location.search), [roomGroups(kitchen, [worktop])]);

// The code of version 3 links is fetched once every room is loaded; here it is there already.
beforeAll(() => loadLinkCode());
beforeEach(() => {
  moves = [];
});
afterEach(() => window.history.replaceState(null, "", "/"));

describe("the address writer", () => {
  it("puts a changed design's code into the query once the change is painted, history replaced, other parameters kept", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    const entries = window.history.length;
    send(choose);
    expect(window.location.search).toBe("?project=1");
    await painted();
    expect(browserChoices()).toEqual({
      ok: true,
      choices: [{ roomId: 1, groupId: 30, assetId: 32 }],
    });
    expect(new URLSearchParams(window.location.search).get("project")).toBe("1");
    expect(new URLSearchParams(window.location.search).get("selections")).toMatch(/^3/);
    expect(window.history.length).toBe(entries);
    expect(moves).toEqual([]);
    stop();
  });

  it("takes the choices out once the design is the package as it is again", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    send(choose);
    await painted();
    expect(browserChoices()?.ok).toBe(true);
    send({ type: "saved", layout: "1:1:0" });
    await painted();
    expect(window.location.search).toBe("?project=1");
    stop();
  });

  it("writes only the latest design of those changed before a paint", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    const written: string[] = [];
    const replace = window.history.replaceState.bind(window.history);
    window.history.replaceState = (state, unused, url) => {
      written.push(String(url));
      replace(state, unused, url);
    };
    try {
      send(choose);
      send({ type: "choose", choice: { roomId: 1, groupId: 30, assetId: 31 } });
      send(choose);
      await painted();
    } finally {
      window.history.replaceState = replace;
    }
    expect(written).toHaveLength(1);
    expect(browserChoices()).toEqual({
      ok: true,
      choices: [{ roomId: 1, groupId: 30, assetId: 32 }],
    });
    stop();
  });

  it("leaves alone a move already under way", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    window.history.replaceState(null, "", "/et/other/kitchen?project=1");
    send(choose);
    await painted();
    expect(window.location.pathname).toBe("/et/other/kitchen");
    expect(window.location.search).toBe("?project=1");
    stop();
  });

  it("leaves alone a move made between the change and the paint", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    send(choose);
    window.history.replaceState(null, "", "/et/other/kitchen?project=1");
    await painted();
    expect(window.location.search).toBe("?project=1");
    stop();
  });

  it("opens a picked package's address, the open room on it", () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    send({ type: "pick package", slug: "premium" });
    expect(moves).toEqual([["/et/premium/kitchen?project=1", undefined]]);
    stop();
  });

  it("opens the default package for custom without choices, the rest of the path kept", () => {
    const { stop } = openAt("/et/custom/kitchen/save?project=1", "custom");
    expect(moves).toEqual([["/et/basic/kitchen/save?project=1", { replace: true }]]);
    stop();
  });

  it("drops the choices from the router's address once read, and keeps them in the browser's", () => {
    const search = `?${writeChoicesToQuery(new URLSearchParams("project=1"), [{ roomId: 1, groupId: 30, assetId: 32 }])}`;
    const { stop } = openAt(`/et/basic/kitchen${search}`);
    expect(moves).toEqual([
      [{ pathname: "/et/basic/kitchen", search: "?project=1" }, { replace: true }],
    ]);
    expect(browserChoices()?.ok).toBe(true);
    stop();
  });

  it("writes nothing once stopped", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    stop();
    send(choose);
    await painted();
    expect(window.location.search).toBe("?project=1");
  });

  it("writes nothing stopped between the change and the paint", async () => {
    const { send, stop } = openAt("/et/basic/kitchen?project=1");
    send(choose);
    stop();
    await painted();
    expect(window.location.search).toBe("?project=1");
  });
});
