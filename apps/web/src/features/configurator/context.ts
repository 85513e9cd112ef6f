import type { Package, Room, Tabs, UiLocale } from "@home-designer/core";
import { createContext, useContext } from "react";

/** What every configurator screen of one layout shares, resolved once by the layout route. */
export type ConfiguratorState = {
  lang: UiLocale;
  companyId: number;
  /** VAT rate (0.24) of the project, else of the company. */
  vatRate: number | null;
  project: number;
  layoutId: number;
  /** A designer acting for a customer. */
  selectedUser: number | null;
  tabs: Tabs;
  /** Rooms in tab order. */
  rooms: Room[];
  packages: Package[];
  /** The package the path names; null for the buyer's own combination (`custom`). */
  activePackage: Package | null;
  /** The path's package segment: a package slug or `custom`. */
  packageSegment: string;
  /** The open tab: a room slug or `summary`. */
  currentTab: string | null;
  /** The query string to carry when moving between rooms and packages (selections dropped). */
  carriedSearch: string;
  /** The package a design starts from: the path's, or the default one for `custom`. */
  basePackageId: number | null;
  /** The store's key of this layout's design (see selection/design.ts). */
  layoutKey: string;
};

export const ConfiguratorContext = createContext<ConfiguratorState | null>(null);

export function useConfigurator(): ConfiguratorState {
  const state = useContext(ConfiguratorContext);
  if (!state) throw new Error("useConfigurator() outside the configurator layout");
  return state;
}
