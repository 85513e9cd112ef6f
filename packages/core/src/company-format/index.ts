export {
  type CompanyProblem,
  checkCompany,
  companyProblem,
  type FileContentCheck,
  formatProblems,
  jsonPointer,
  problemPlace,
  problemsByPlace,
  type WorkbookCell,
} from "./check.ts";
export { BRAND_COLOUR_TOKENS, isCssColour } from "./colours.ts";
export { fileContentProblem } from "./file-content.ts";
export { type LayoutPackagePrices, packagePricesByLayout } from "./package-prices.ts";
export {
  PLACE_THINGS,
  type PlaceStep,
  type PlaceThing,
  placeInWords,
  placesInWords,
} from "./place-words.ts";
export {
  PROBLEM_TEXTS,
  type ProblemKey,
  type ProblemParam,
  type ProblemText,
  problemMessage,
} from "./problem-texts.ts";
export { checkRules, type RuleReport } from "./rules.ts";
export {
  apartmentSchema as companyApartmentSchema,
  buildingSchema as companyBuildingSchema,
  CODE_PATTERN,
  COMPANY_FORMAT,
  type CompanyFile,
  type CompanyGroup,
  type CompanyMaterial,
  type CompanyOption,
  type CompanyPackage,
  type CompanyProject,
  type CompanyRoomType,
  type CompanyText,
  companyFileSchema,
  companyFormatJsonSchema,
  defaultStaffLanguage,
  FORMAT_LIMITS,
  fileContentType,
  groupSchema as companyGroupSchema,
  layoutSchema as companyLayoutSchema,
  // The API has a `materialSchema` of its own (a material as the catalogue answers it).
  materialSchema as companyMaterialSchema,
  optionSchema as companyOptionSchema,
  packageSchema as companyPackageSchema,
  projectSchema as companyProjectSchema,
  restrictionSchema as companyRestrictionSchema,
  roomTypeSchema as companyRoomTypeSchema,
  type StaffMember,
  staffSchema,
} from "./schema.ts";
export { templateCompany } from "./template-company.ts";
export { checkCompanyWithWorkbook, splitCompany, type WorkbookSheet } from "./workbook.ts";
export type { WorkbookCellValue } from "./workbook-cells.ts";
export { WORKBOOK_FILE, WORKBOOK_SHEETS, workbookColumn } from "./workbook-sheets.ts";
