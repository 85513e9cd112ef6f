// @vitest-environment jsdom
import {
  type Choices,
  type SlotKey,
  slotKey,
  type Targeting,
  type User,
} from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { userQuery } from "../../../lib/user.ts";
import { ConfiguratorContext, type ConfiguratorState } from "../context.ts";
import { asset, group, material, pkg, room } from "../selection/fixtures.ts";
import { SelectionGroupList } from "./selection-group-list.tsx";

// Every drawn row names each of its options: the names asked for show which rows were drawn (and
// the list names the option behind a restriction for its reason, 55 or 56 below).
const named = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock("@home-designer/core", async (importOriginal) => {
  const real = await importOriginal<typeof import("@home-designer/core")>();
  return {
    ...real,
    assetName: (...args: Parameters<typeof real.assetName>) => {
      named.ids.push(args[0].id);
      return real.assetName(...args);
    },
  };
});

beforeAll(async () => {
  await initI18n("et");
  await i18n.loadNamespaces(["configurator"]);
});
beforeEach(() => {
  named.ids = [];
});
afterEach(cleanup);

const configurator: ConfiguratorState = {
  lang: "et",
  companyId: 1,
  vatRate: 0.24,
  project: 1,
  layoutId: 1,
  selectedUser: null,
  tabs: {
    apartmentId: 1,
    apartment_url: null,
    transaction_status: "available",
    address: {
      project: "Park",
      building: "A",
      apartment: "1",
      layout: "3A",
      project_url: null,
      address: null,
    },
    layoutImage: null,
    kitchenPlanImage: null,
    electricalPlanImage: null,
    wardrobePlans: [],
    show_quite_generation: false,
    vat: 24,
    showPlanColors: false,
    showSymbols: false,
    deadlines: [],
    pdfFooter: {},
    rooms: [],
  },
  rooms: [room(1, "kitchen", 1)],
  packages: [],
  activePackage: null,
  packageSegment: "custom",
  currentTab: "kitchen",
  carriedSearch: "",
  basePackageId: null,
  layoutKey: "1:1:0",
};

function withProviders(children: ReactNode, client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <ConfiguratorContext.Provider value={configurator}>{children}</ConfiguratorContext.Provider>
    </QueryClientProvider>
  );
}

const option = (id: number, groupId: number) =>
  asset(id, groupId, { material: material(id, `Valik ${id}`) });
const worktop = group(16, 1, [option(55, 16), option(56, 16)]);
const sink = group(17, 1, [option(60, 17), option(61, 17), option(62, 17)]);
const tap = group(18, 1, [option(70, 18), option(71, 18)]);
const groups = [worktop, sink, tap];

const fromWorktop = (sourceAssetId: number): Targeting => ({
  restrictionId: 9,
  sourceRoomId: 1,
  sourceGroupId: 16,
  sourceAssetId,
});

function choicesOf(worktopId: number, sinkId: number, tapId: number): Choices {
  return new Map<SlotKey, number>([
    [slotKey(1, 16), worktopId],
    [slotKey(1, 17), sinkId],
    [slotKey(1, 18), tapId],
  ]);
}

describe("SelectionGroupList", () => {
  it("draws again only the rows a choice changed", () => {
    const client = new QueryClient();
    const onChoose = vi.fn();
    // The engine builds new maps on every change, equal ones included.
    const sinkAllowed = () => new Map([[60, fromWorktop(55)]]);
    const { rerender } = render(
      withProviders(
        <SelectionGroupList
          groups={groups}
          choices={choicesOf(55, 60, 70)}
          targets={new Map([[slotKey(1, 17), sinkAllowed()]])}
          onChoose={onChoose}
          pictured
        />,
        client,
      ),
    );
    expect(new Set(named.ids)).toEqual(new Set([55, 56, 60, 61, 62, 70, 71]));

    // Another tap: the worktop and the sink (whose restriction still holds) are left alone.
    named.ids = [];
    rerender(
      withProviders(
        <SelectionGroupList
          groups={groups}
          choices={choicesOf(55, 60, 71)}
          targets={new Map([[slotKey(1, 17), sinkAllowed()]])}
          onChoose={onChoose}
          pictured
        />,
        client,
      ),
    );
    expect(new Set(named.ids)).toEqual(new Set([55, 70, 71]));

    // Another worktop changes what the sink allows: both rows are drawn again, the tap is not.
    named.ids = [];
    rerender(
      withProviders(
        <SelectionGroupList
          groups={groups}
          choices={choicesOf(56, 61, 71)}
          targets={new Map([[slotKey(1, 17), new Map([[61, fromWorktop(56)]])]])}
          onChoose={onChoose}
          pictured
        />,
        client,
      ),
    );
    expect(new Set(named.ids)).toEqual(new Set([55, 56, 60, 61, 62]));
  });
});

describe("a group that cannot change", () => {
  function renderList(props: { readOnly?: boolean; chosenSink?: number }) {
    const onChoose = vi.fn();
    const special = option(63, 17);
    special.is_special = true;
    const sinkWithSpecial = group(17, 1, [option(60, 17), option(61, 17), special]);
    render(
      withProviders(
        <SelectionGroupList
          groups={[worktop, sinkWithSpecial]}
          choices={choicesOf(55, props.chosenSink ?? 60, 70)}
          targets={new Map()}
          onChoose={onChoose}
          pictured
          readOnly={props.readOnly}
        />,
        new QueryClient(),
      ),
    );
    return onChoose;
  }

  // The reason floats under the group's options while one that cannot be chosen is pointed at.
  const reasonShown = (text: string) =>
    screen.queryAllByText(text).some((span) => span.closest("p")?.hidden === false);

  it("tells a customer that a staff special solution keeps the group as it is", () => {
    const onChoose = renderList({ chosenSink: 63 });
    const reason =
      "Siin on sinu jaoks tehtud eritellimuslahendus, seega seda valikut muuta ei saa. Muutmiseks võta ühendust arendajaga.";
    expect(reasonShown(reason)).toBe(false);
    fireEvent.click(screen.getByRole("radio", { name: "Valik 61" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(reasonShown(reason)).toBe(true);
    // The other groups are chosen as ever.
    fireEvent.click(screen.getByRole("radio", { name: "Valik 56" }));
    expect(onChoose).toHaveBeenCalledWith(slotKey(1, 16), 56);
  });

  it("keeps a confirmed package's choices and says why", () => {
    const onChoose = renderList({ readOnly: true });
    fireEvent.click(screen.getByRole("radio", { name: "Valik 56" }));
    fireEvent.click(screen.getByRole("radio", { name: "Valik 61" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(
      reasonShown(
        "Valikud on lõplikud ja edastatud arendajale; muudatuste tegemiseks võta ühendust arendajaga.",
      ),
    ).toBe(true);
  });
});

describe("the note that pictures are illustrative", () => {
  const note = () => screen.queryByRole("complementary", { name: "Märkus piltide kohta" });

  it.each([
    [true, "shows under a room with a picture"],
    [false, "is not there for a room without pictures"],
  ])("%s: %s", (pictured) => {
    render(
      withProviders(
        <SelectionGroupList
          groups={groups}
          choices={choicesOf(55, 60, 70)}
          targets={new Map()}
          onChoose={vi.fn()}
          pictured={pictured}
        />,
        new QueryClient(),
      ),
    );
    expect(note() !== null).toBe(pictured);
  });
});

describe("a group whose selection deadline has passed", () => {
  const closedKitchen: ConfiguratorState = {
    ...configurator,
    tabs: {
      ...configurator.tabs,
      deadlines: [
        {
          code: "worktops",
          name: {},
          date: "2020-03-01",
          ends_at: "2020-03-01T22:00:00.000Z",
          group_ids: [16],
        },
        {
          code: "rest",
          name: {},
          date: "2999-03-01",
          ends_at: "2999-03-01T22:00:00.000Z",
          group_ids: [17, 18],
        },
      ],
    },
  };

  it("says it is closed and until when it was open, and takes no choice in it", () => {
    const onChoose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConfiguratorContext.Provider value={closedKitchen}>
          <SelectionGroupList
            groups={groups}
            choices={choicesOf(55, 60, 70)}
            targets={new Map()}
            onChoose={onChoose}
            pictured={false}
          />
        </ConfiguratorContext.Provider>
      </QueryClientProvider>,
    );
    const notes = screen.getAllByTestId("group-closed");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.textContent).toBe(
      "Suletud: siin sai valida kuni 1. märts 2020 lõpuni. Ettevõtte töötajad saavad seda sinu eest veel muuta.",
    );
    fireEvent.click(screen.getByRole("radio", { name: /Valik 56/ }));
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("radio", { name: /Valik 61/ }));
    expect(onChoose).toHaveBeenCalledWith(slotKey(1, 17), 61);
  });
});

describe("a room staff did not reopen", () => {
  const reason = "Pole muutmiseks avatud: jääb nii, nagu sa selle kinnitasid.";
  const reasonShown = () =>
    screen.queryAllByText(reason).some((span) => span.closest("p")?.hidden === false);

  /** The kitchen (room 1) of a layout staff reopened for the rooms in `tab_ids`. */
  function renderReopened(tab_ids: number[] | null, viewer?: User) {
    const client = new QueryClient();
    if (viewer) {
      usePrimaryStore.setState({ token: "viewer" });
      client.setQueryData(userQuery("viewer").queryKey, viewer);
    }
    const reopening = {
      version: 1,
      reason: "Plaadid",
      tab_ids,
      reopened_at: "2026-03-12T10:00:00Z",
    };
    const own = pkg(3, { user_package: true, reopening });
    const onChoose = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <ConfiguratorContext.Provider
          value={{ ...configurator, packages: [own], activePackage: own, packageSegment: "3" }}
        >
          <SelectionGroupList
            groups={groups}
            choices={choicesOf(55, 60, 70)}
            targets={new Map()}
            onChoose={onChoose}
            pictured={false}
          />
        </ConfiguratorContext.Provider>
      </QueryClientProvider>,
    );
    return onChoose;
  }

  afterEach(() => usePrimaryStore.setState({ token: null }));

  it("keeps a customer's choices there as confirmed, and says why", () => {
    const onChoose = renderReopened([2]);
    expect(reasonShown()).toBe(false);
    fireEvent.click(screen.getByRole("radio", { name: "Valik 56" }));
    fireEvent.click(screen.getByRole("radio", { name: "Valik 61" }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(reasonShown()).toBe(true);
  });

  it("lets a customer choose in a reopened room, or anywhere when all were reopened", () => {
    const onChoose = renderReopened([1, 2]);
    fireEvent.click(screen.getByRole("radio", { name: "Valik 56" }));
    expect(onChoose).toHaveBeenCalledWith(slotKey(1, 16), 56);
    cleanup();

    const everywhere = renderReopened(null);
    fireEvent.click(screen.getByRole("radio", { name: "Valik 61" }));
    expect(everywhere).toHaveBeenCalledWith(slotKey(1, 17), 61);
    expect(screen.queryByText(reason)).toBeNull();
  });

  it("does not hold staff acting for the buyer", () => {
    const designer = {
      id: 9,
      name: "Disainer",
      roles: { designer: "designer" },
    } as unknown as User;
    const onChoose = renderReopened([2], designer);
    fireEvent.click(screen.getByRole("radio", { name: "Valik 56" }));
    expect(onChoose).toHaveBeenCalledWith(slotKey(1, 16), 56);
    expect(screen.queryByText(reason)).toBeNull();
  });
});
