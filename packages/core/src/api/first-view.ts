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
  /**
   * A version 3 link's choices as the server read them with every room of the layout (the app
   * has only some rooms at first and could read them only once all have loaded): `selections` as
   * the address has it, and the changes it names, or null when it was written against another
   * catalogue (docs/decisions/005).
   */
  link: z
    .object({
      selections: z.string(),
      choices: z
        .array(
          z.object({
            roomId: z.number().int(),
            groupId: z.number().int(),
            assetId: z.number().int(),
          }),
        )
        .nullable(),
    })
    .optional(),
});
export type FirstView = z.infer<typeof firstViewSchema>;
