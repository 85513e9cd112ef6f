import { z } from "zod";
import { parseTypedPrice } from "../money.ts";
import { idBody, idParam, localeSchema } from "./common.ts";
import { assetSchema, roomSchema, specialFileSchema } from "./rooms.ts";
import { rule, type ValidationRule } from "./validation-messages.ts";

/**
 * A price as staff type it: a number, or text such as "1 234,50" or "1234.5" (the form sends what
 * was typed). Empty means 0. Anything else, a negative amount or more than ten million, is refused.
 */
export const priceInput = z.union([z.number(), z.string().max(30)]).transform((value, ctx) => {
  const cents = parseTypedPrice(typeof value === "number" ? String(value) : value);
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "price" satisfies ValidationRule });
    return z.NEVER;
  }
  return cents;
});

export const specialCreateBodySchema = z.object({
  selection_group_id: idBody,
  package_id: idBody,
  tab_id: idBody,
});
export const specialCreateAnswerSchema = z.object({
  selection_id: z.number().int(),
  asset: assetSchema,
});

export const specialParamsSchema = z.object({ id: idParam });

/** One changed field at a time, as the form saves each on leaving it. */
export const specialPatchBodySchema = z
  .object({
    selectedLocale: localeSchema,
    label: z.string().max(200).optional(),
    description: z.string().max(4000).optional(),
    unit_price: priceInput.optional(),
    install_price: priceInput.optional(),
  })
  .refine(
    (b) =>
      [b.label, b.description, b.unit_price, b.install_price].filter((v) => v !== undefined)
        .length === 1,
    { ...rule("one_special_field"), path: ["label"] },
  );
export const specialAnswerSchema = z.object({ message: z.string(), asset: assetSchema });
export const specialFilesQuerySchema = z.object({
  _method: z.literal("PATCH"),
});
/**
 * The multipart form of attaching files to a special solution, which the server reads field by
 * field as it streams (so no schema validates it): described here for the API's documentation.
 */
export const specialFilesFormSchema = z.object({
  "files[]": z
    .array(z.file())
    .optional()
    .describe("New files: PDF, JPEG, PNG or WebP, up to 10 MB each, 10 a request"),
  "keep[]": z.array(z.string()).optional().describe("Ids of the earlier files to keep"),
  clearFiles: z.enum(["1", "true"]).optional().describe("Remove every earlier file"),
});
export const specialFilesAnswerSchema = z.object({
  message: z.string(),
  files: z.array(specialFileSchema),
});

export const roomRenameParamsSchema = z.object({ roomId: idParam });
export const roomRenameBodySchema = z.object({
  name: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(100)),
  apartment_layout_id: idBody,
});
export const roomRenameAnswerSchema = z.object({ message: z.string(), room: roomSchema });
