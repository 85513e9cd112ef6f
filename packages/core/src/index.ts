export * from "./api/index.ts";
export * from "./colour.ts";
export * from "./engine/index.ts";
export * from "./german-style.ts";
export * from "./locale.ts";
export * from "./money.ts";
export * from "./share-links.ts";
export * from "./validation.ts";
