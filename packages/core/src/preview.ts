/**
 * The header that asks for the company's draft instead of what is published (docs/decisions/
 * 042-draft-preview.md): sent by the web app with every call of a tab in preview, honoured only
 * for the company's own staff, and only for reads.
 */
export const PREVIEW_HEADER = "preview";
