import {
  type Asset,
  type EditMode,
  type Material,
  type Package,
  type Room,
  type SelectionGroup,
  VIEWING,
} from "@home-designer/core";
import type { ConfiguratorState } from "../context.ts";
import type { Design } from "../design/use-design.ts";

/** Small builders of API shapes for the engine's tests. */
export function material(price: number, descShort = "Material"): Material {
  return {
    id: Math.round(price * 100) + 1,
    material_id: `M-${price}`,
    desc_short: { et: descShort, en: descShort },
    desc_long: {},
    product_finishing: {},
    product_type: {},
    url_sup: null,
    url_pip: null,
    price,
    unit_price: price,
    install_price: 0,
    additional_price: 0,
    vat: 24,
    quantity: null,
    unit: { label: {} },
    seller: null,
    manufacturer: null,
    producer_product_id: null,
    url: null,
    elementType: null,
    roomType: null,
    is_sample_available: false,
  };
}

export function asset(id: number, groupId: number, extra: Partial<Asset> = {}): Asset {
  return {
    id,
    slug: `asset-${id}`,
    title: { et: `Valik ${id}`, en: `Option ${id}` },
    groupId,
    priority: id,
    packages: [],
    image: null,
    material: material(10),
    is_special: false,
    ...extra,
  };
}

export function group(
  id: number,
  roomId: number,
  assets: Asset[],
  extra: Partial<SelectionGroup> = {},
): SelectionGroup {
  return {
    id,
    title: { label: { et: `Grupp ${id}`, en: `Group ${id}` } },
    description: { label: {} },
    priority: id,
    applies_to_all: false,
    hidden: false,
    restrictions: [],
    assets,
    roomId,
    isRoomType: false,
    images: [],
    ...extra,
  };
}

export function pkg(id: number, extra: Partial<Package> = {}): Package {
  return {
    id,
    slug: String(id),
    name: { et: `Pakett ${id}`, en: `Package ${id}` },
    description: {},
    img: null,
    default: false,
    can_confirm: true,
    abilities: {
      change: false,
      rename: false,
      delete: false,
      confirm: true,
      confirm_refusal: null,
    },
    confirmed: false,
    confirmation_date: null,
    confirmation_vat: null,
    reopening: null,
    user_package: false,
    pdfFooter: [],
    ...extra,
  };
}

export function room(id: number, slug: string, priority: number, extra: Partial<Room> = {}): Room {
  return {
    id,
    slug,
    label: { et: slug, en: slug },
    originalLabel: { et: slug, en: slug },
    numbers: [],
    priority,
    room_type_id: id,
    is_room_type: false,
    vat: null,
    images: [],
    ...extra,
  };
}

/** The configurator of layout 1 (one kitchen) with `activePackage` open in the kitchen. */
export function configuratorState(activePackage: Package | null = null): ConfiguratorState {
  return {
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
    packages: activePackage ? [activePackage] : [],
    activePackage,
    packageSegment: activePackage?.slug ?? "custom",
    currentTab: "kitchen",
    carriedSearch: "",
    basePackageId: activePackage?.id ?? null,
    layoutKey: "1:1:0",
  };
}

/** A design with every room loaded and nothing chosen, in `mode`. */
export function design(mode: EditMode = VIEWING): Design {
  return {
    loaded: new Map(),
    complete: true,
    rooms: [],
    showable: true,
    choices: new Map(),
    targets: new Map(),
    mode,
    changedRooms: new Set(),
    readOnly: false,
    retry: () => undefined,
    choose: () => undefined,
    changeAll: () => undefined,
    pickPackage: () => undefined,
    linkChoices: () => new Map(),
  };
}
