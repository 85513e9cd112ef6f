export {
  type CompanyProblem,
  checkCompany,
  formatProblems,
  jsonPointer,
} from "./check.ts";
export {
  COMPANY_FORMAT,
  type CompanyFile,
  type CompanyMaterial,
  type CompanyProject,
  type CompanyText,
  companyFileSchema,
  companyFormatJsonSchema,
} from "./schema.ts";
