import { z } from "zod";
import { idParam } from "./common.ts";
import { TRANSACTION_STATUSES } from "./rooms.ts";

export const projectListQuerySchema = z.object({
  company: idParam,
  user_id: idParam.optional(),
  compact: z.enum(["0", "1"]).default("0"),
});

export const projectLayoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  web_img: z.object({ url: z.string().nullable() }),
});

export const projectApartmentSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  transaction_status: z.enum(TRANSACTION_STATUSES),
  layouts: z.array(projectLayoutSchema),
});

export const projectBuildingSchema = z.object({
  id: z.number().int(),
  building_number: z.string(),
  apartments: z.array(projectApartmentSchema),
});

export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  project_url: z.string().nullable(),
  default_package: z.object({ id: z.number().int() }).nullable(),
  /** Left out of the compact list. */
  buildings: z.array(projectBuildingSchema).optional(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
