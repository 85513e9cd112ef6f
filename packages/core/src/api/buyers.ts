import { z } from "zod";
import { isValidEmail, normalizeEmail } from "../validation.ts";
import { idParam } from "./common.ts";
import { rule } from "./validation-messages.ts";

/** At most this many buyers per apartment: co-owners and their spouses, not a mailing list. */
export const MAX_BUYERS = 20;

export const buyersParamsSchema = z.object({ apartmentId: idParam });

/** The whole list of an apartment's buyers, by e-mail; it replaces the list held before. */
export const buyersBodySchema = z.object({
  emails: z
    .array(z.string().trim().refine(isValidEmail, rule("email")).transform(normalizeEmail))
    .max(MAX_BUYERS)
    .transform((emails) => [...new Set(emails)]),
});

export const buyersAnswerSchema = z.object({
  apartment_id: z.number().int(),
  /** Lower case, as accounts' addresses are compared. */
  emails: z.array(z.string()),
  message: z.string().optional(),
});
export type Buyers = z.infer<typeof buyersAnswerSchema>;
