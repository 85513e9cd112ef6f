import { z } from "zod";
import { companySchema } from "./company.ts";
import { packageListSchema } from "./packages.ts";
import { selectionGroupListSchema, tabsSchema } from "./rooms.ts";

/**
 * What a guest's first screen of the configurator reads, sent with the app's page
 * (`<script type="application/json" id="first-view">`) so that it need not wait for the calls:
 * each part is the answer of the call the app would make (`GET /api/company`,
 * `/api/project/{project}/tabs`, `/api/packages`, `/api/project/{project}/tabs/{room}`), as a
 * guest gets it, on the layout the address names. `rooms` holds the groups of the rooms the
 * shown screen needs (the open room and the room-type rooms; every room on the summary).
 */
export const firstViewSchema = z.object({
  company: companySchema,
  project: z.number().int(),
  layoutId: z.number().int(),
  tabs: tabsSchema,
  packages: packageListSchema,
  rooms: z.array(z.object({ id: z.number().int(), groups: selectionGroupListSchema })),
});
export type FirstView = z.infer<typeof firstViewSchema>;
