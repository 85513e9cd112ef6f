/** What other features use of the comparison of designs: its address, and the designs it starts with. */
export { compareUrl, firstDesigns, MAX_DESIGNS } from "./compare-address.ts";
