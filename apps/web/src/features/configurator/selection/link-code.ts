/**
 * Version 3 links (core's `link-code.ts`): read and written only with every room of the layout,
 * so they are loaded apart from the first screen (`link-code-loader.ts`).
 */
export { readLinkChoices, writeLinkChoices } from "@home-designer/core";
