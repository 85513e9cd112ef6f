/**
 * Layered room pictures: every room type has a scene with base layers (the empty room, fixed
 * fittings, furniture, light) and one drawer per selection group that paints exactly the chosen
 * option on a transparent layer of the same viewBox.
 */
import type { SceneKey } from "../demo-catalogue.ts";
import { bathroomScene, wcScene } from "./rooms/bathroom.ts";
import { bedroomScene, hallwayScene } from "./rooms/bedroom.ts";
import type { SceneArt } from "./rooms/common.ts";
import { kitchenScene } from "./rooms/kitchen.ts";
import { livingScene } from "./rooms/living.ts";
import { saunaScene } from "./rooms/sauna.ts";

export const SCENES: Record<SceneKey, SceneArt> = {
  living: livingScene,
  kitchen: kitchenScene,
  bathroom: bathroomScene,
  wc: wcScene,
  bedroom: bedroomScene,
  hallway: hallwayScene,
  sauna: saunaScene,
};

export type { Art, SceneArt } from "./rooms/common.ts";
