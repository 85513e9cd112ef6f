import type { Asset, Material, Package, Room, SelectionGroup } from "@home-designer/core";

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
    ...extra,
  };
}
