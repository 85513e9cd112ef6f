import type { z } from "zod";
import {
  auditAnswerSchema,
  auditExportQuerySchema,
  auditParamsSchema,
  auditQuerySchema,
} from "./audit.ts";
import {
  changePasswordBodySchema,
  companyBodySchema,
  handoverBodySchema,
  handoverCodeAnswerSchema,
  handoverCodeBodySchema,
  loginAnswerSchema,
  loginBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileUpdateBodySchema,
  redirectAnswerSchema,
  registerAnswerSchema,
  registerBodySchema,
  resetAnswerSchema,
  resetBodySchema,
  resetCheckBodySchema,
  resetSendBodySchema,
  socialAttachConfirmBodySchema,
  socialAttachParamsSchema,
  socialAttachQuerySchema,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialStartParamsSchema,
  socialStartQuerySchema,
  tokenAnswerSchema,
  userSchema,
  verifyParamsSchema,
  verifyQuerySchema,
} from "./auth.ts";
import {
  draftAnswerSchema,
  draftApartmentsAnswerSchema,
  draftApartmentsQuerySchema,
  draftEditAnswerSchema,
  draftEditBodySchema,
  draftEditQuerySchema,
  draftFileAnswerSchema,
  draftFileFormSchema,
  draftMaterialsAnswerSchema,
  draftMaterialsQuerySchema,
  draftPackagePricesAnswerSchema,
  draftPackagePricesQuerySchema,
  draftPartAnswerSchema,
  draftPartQuerySchema,
  draftPartsAnswerSchema,
  draftPartsQuerySchema,
  draftPreviewAnswerSchema,
  draftPreviewBodySchema,
  draftProjectsAnswerSchema,
  draftPublishBodySchema,
  draftRefusalSchema,
  draftRestrictionsAnswerSchema,
  draftRestrictionsQuerySchema,
  exportParamsSchema,
  exportQuerySchema,
  faviconAnswerSchema,
  faviconFormSchema,
  historyAnswerSchema,
  historyExportQuerySchema,
  historyQuerySchema,
  invitationsAnswerSchema,
  invitationsBodySchema,
  overviewAnswerSchema,
} from "./back-office.ts";
import { buyersAnswerSchema, buyersBodySchema, buyersParamsSchema } from "./buyers.ts";
import { companyQuerySchema, companySchema } from "./company.ts";
import {
  companyCheckAnswerSchema,
  companyExportQuerySchema,
  companyImportAnswerSchema,
  companyImportQuerySchema,
  companyUploadFormSchema,
} from "./company-admin.ts";
import {
  changeRequestAnswerSchema,
  changeRequestBodySchema,
  changeRequestFilesFormSchema,
  changeRequestParamsSchema,
  changeRequestsAnswerSchema,
  declineBodySchema,
  layoutConfirmationsAnswerSchema,
  reopenAnswerSchema,
  reopenBodySchema,
} from "./confirmations.ts";
import {
  actingQuerySchema,
  apartmentsAnswerSchema,
  apartmentsQuerySchema,
  confirmAnswerSchema,
  confirmPackageBodySchema,
  duplicateAnswerSchema,
  guestPackageBodySchema,
  layoutParamsSchema,
  layoutQuerySchema,
  packageParamsSchema,
  packageSelectionListSchema,
  packageSelectionsQuerySchema,
  renamePackageBodySchema,
  savePackageAnswerSchema,
  savePackageBodySchema,
  sharePictureQuerySchema,
  shortLinkAnswerSchema,
  shortLinkBodySchema,
  summaryPdfBodySchema,
  userApartmentsParamsSchema,
} from "./dashboard.ts";
import { failedJobParamsSchema, failedJobsAnswerSchema } from "./failed-jobs.ts";
import { healthAnswerSchema, readyAnswerSchema } from "./health.ts";
import { legendListSchema, legendsQuerySchema } from "./legends.ts";
import { materialCategoryListSchema, materialsQuerySchema } from "./materials.ts";
import {
  onePackageQuerySchema,
  packageListSchema,
  packageSchema,
  packagesQuerySchema,
} from "./packages.ts";
import { projectListQuerySchema, projectListSchema } from "./projects.ts";
import {
  groupsQuerySchema,
  projectParamsSchema,
  roomParamsSchema,
  selectionGroupListSchema,
  tabsQuerySchema,
  tabsSchema,
} from "./rooms.ts";
import {
  signingAnswerSchema,
  signingBodySchema,
  signingCallbackQuerySchema,
  signStartAnswerSchema,
} from "./signing.ts";
import {
  roomRenameAnswerSchema,
  roomRenameBodySchema,
  roomRenameParamsSchema,
  specialAnswerSchema,
  specialCreateAnswerSchema,
  specialCreateBodySchema,
  specialFilesAnswerSchema,
  specialFilesFormSchema,
  specialFilesQuerySchema,
  specialParamsSchema,
  specialPatchBodySchema,
} from "./staff.ts";
import { termsAnswerSchema, termsQuerySchema } from "./terms.ts";
import {
  confirmationCheckAnswerSchema,
  confirmationCheckFormSchema,
  confirmationCodeParamsSchema,
  confirmationVerifyAnswerSchema,
} from "./verify.ts";
import {
  popularChoicesAnswerSchema,
  popularChoicesQuerySchema,
  webhookAnswerSchema,
  webhookBodySchema,
  webhookDeliveriesAnswerSchema,
  webhookDeliveriesQuerySchema,
} from "./webhooks.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The error statuses the API answers, with `{ message, errors? }` unless a call says otherwise. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** An answer that is a file (200) rather than JSON. */
export type FileAnswer = { contentType: string; description: string };
/** The media type of an XLSX workbook. */
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const fileAnswer = (contentType: string, description: string): FileAnswer => ({
  contentType,
  description,
});

/** An answer that sends the browser elsewhere: by status, where it leads. */
export type RedirectsAnswer = { redirects: Partial<Record<301 | 302 | 303 | 307, string>> };
export const redirectsAnswer = (redirects: RedirectsAnswer["redirects"]): RedirectsAnswer => ({
  redirects,
});

/** What one call takes and answers. */
export type RouteSpec = {
  /** The path's `:names`, exactly (core's routes.test.ts holds them to the path). */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart form instead, which the route reads itself as it streams: for the docs. */
  form?: z.ZodType;
  /** The 200 answer. */
  answer: z.ZodType | FileAnswer | RedirectsAnswer;
  /**
   * Error statuses the call answers besides those every call of its kind does (401 with a login,
   * 404 and 422 with input, 400 with a JSON body: the server's http/openapi.ts adds those).
   */
  errors?: readonly ErrorStatus[];
  /** The body of those error answers, when it is not the API's `{ message, errors? }`. */
  errorAnswer?: z.ZodType;
};

/**
 * Every call of the API, by method and path as mounted under `/api` (`:name` is a path
 * parameter): what it takes and what it answers. The server registers each route from its entry
 * (apps/server/src/http/route.ts), so a route cannot take or answer anything else, and the web
 * app calls the API only through it (apps/web/src/lib/api.ts), typed by it: a renamed field fails
 * to compile on both sides. The web app imports only its types, so these schemas stay out of the
 * browser. Why it is shaped so: docs/decisions/019-route-map.md.
 */
export const routes = {
  // Probes (docs/api.md, Health).
  "GET /health": { answer: healthAnswerSchema },
  "GET /ready": { answer: readyAnswerSchema, errors: [503], errorAnswer: readyAnswerSchema },

  // What the configurator reads.
  "GET /company": { query: companyQuerySchema, answer: companySchema },
  "GET /list/projects": { query: projectListQuerySchema, answer: projectListSchema },
  "GET /project/:project/tabs": {
    params: projectParamsSchema,
    query: tabsQuerySchema,
    answer: tabsSchema,
  },
  "GET /project/:project/tabs/:roomId": {
    params: roomParamsSchema,
    query: groupsQuerySchema,
    answer: selectionGroupListSchema,
  },
  "GET /packages": { query: packagesQuerySchema, answer: packageListSchema },
  // One package of that list: the configurator opens the one in its address (decision 058).
  "GET /packages/:packageId": {
    params: packageParamsSchema,
    query: onePackageQuerySchema,
    answer: packageSchema,
  },
  "GET /legends": { query: legendsQuerySchema, answer: legendListSchema },
  "GET /materials": { query: materialsQuerySchema, answer: materialCategoryListSchema },
  "GET /terms": { query: termsQuerySchema, answer: termsAnswerSchema },

  // Accounts.
  "POST /auth/login": { body: loginBodySchema, answer: loginAnswerSchema, errors: [429] },
  "POST /auth/register": { body: registerBodySchema, answer: registerAnswerSchema, errors: [429] },
  "GET /auth/user": { answer: userSchema },
  "POST /auth/logout": { answer: messageAnswerSchema },
  "POST /auth/user/update": { body: profileUpdateBodySchema, answer: profileAnswerSchema },
  "POST /auth/user/change-password": {
    body: changePasswordBodySchema,
    answer: messageAnswerSchema,
    errors: [429],
  },
  "DELETE /auth/user/delete": { answer: messageAnswerSchema },
  // The person's own data as one file (GDPR article 20; docs/decisions/033).
  "GET /auth/user/export": {
    answer: fileAnswer(
      "application/zip",
      "The caller's data: personal-data.json (personalDataSchema, its JSON Schema beside it) and the files of the special solutions in their packages",
    ),
    errors: [429],
  },
  "POST /reset-password/send": {
    body: resetSendBodySchema,
    answer: messageAnswerSchema,
    errors: [429],
  },
  "POST /reset-password/check": { body: resetCheckBodySchema, answer: messageAnswerSchema },
  "POST /reset-password/reset": { body: resetBodySchema, answer: resetAnswerSchema },
  "GET /email/verify/:customerId/:hash": {
    params: verifyParamsSchema,
    query: verifyQuerySchema,
    answer: messageAnswerSchema,
    errors: [403],
  },
  "POST /email/verify-resend": {
    body: companyBodySchema,
    answer: messageAnswerSchema,
    errors: [429],
  },
  "POST /auth/handover": { body: handoverBodySchema, answer: tokenAnswerSchema, errors: [429] },
  "POST /auth/handover-codes": {
    body: handoverCodeBodySchema,
    answer: handoverCodeAnswerSchema,
    errors: [403],
  },

  // Social login.
  "GET /social-auth/:provider/:lang": {
    params: socialStartParamsSchema,
    query: socialStartQuerySchema,
    answer: redirectAnswerSchema,
  },
  "GET /social-auth/attach/:provider/:locale": {
    params: socialAttachParamsSchema,
    query: socialAttachQuerySchema,
    answer: redirectAnswerSchema,
  },
  "POST /social-auth/attach": { body: socialAttachConfirmBodySchema, answer: userSchema },
  "GET /social-auth/:provider/callback": {
    params: socialProviderParamsSchema,
    query: socialCallbackQuerySchema,
    answer: redirectsAnswer({
      303: "To the site: `/{lang}/auth/success?token=…` (a login), `/{lang}/profile/attached?code=…` (connecting) or the failure page",
    }),
  },
  "GET /social-auth/detach/:provider": { params: socialProviderParamsSchema, answer: userSchema },

  // Packages, dashboard and confirmation.
  "POST /packages": { body: savePackageBodySchema, answer: savePackageAnswerSchema, errors: [409] },
  "GET /packages/:packageId/selections": {
    params: packageParamsSchema,
    query: packageSelectionsQuerySchema,
    answer: packageSelectionListSchema,
  },
  "POST /packages/:packageId/rename": {
    params: packageParamsSchema,
    query: actingQuerySchema,
    body: renamePackageBodySchema,
    answer: messageAnswerSchema,
    errors: [409],
  },
  "POST /packages/:packageId/duplicate": {
    params: packageParamsSchema,
    query: layoutQuerySchema,
    answer: duplicateAnswerSchema,
  },
  "DELETE /packages/:packageId": {
    params: packageParamsSchema,
    query: layoutQuerySchema,
    answer: messageAnswerSchema,
    errors: [409],
  },
  "DELETE /packages/delete-layout/:layoutId": {
    params: layoutParamsSchema,
    query: actingQuerySchema,
    answer: messageAnswerSchema,
    errors: [409],
  },
  "GET /apartments": {
    query: apartmentsQuerySchema,
    answer: apartmentsAnswerSchema,
    errors: [403],
  },
  "GET /user-apartments/:userId": {
    params: userApartmentsParamsSchema,
    query: apartmentsQuerySchema,
    answer: apartmentsAnswerSchema,
    errors: [403],
  },
  "POST /confirm-package": {
    query: actingQuerySchema,
    body: confirmPackageBodySchema,
    answer: confirmAnswerSchema,
    errors: [403, 409],
  },
  // A buyer confirms by signing in at the company's eID broker (docs/decisions/048): the address
  // to send the browser to. 404: the company signs no confirmations; 403/409 as confirming.
  "POST /confirm-package/sign": {
    body: confirmPackageBodySchema,
    answer: signStartAnswerSchema,
    errors: [403, 404, 409, 503],
  },
  "GET /signing/callback": {
    query: signingCallbackQuerySchema,
    answer: redirectsAnswer({
      303: "To the package's summary with `?signing=signed|cancelled|expired|failed|refused`",
    }),
  },
  // A layout's confirmation versions, for its buyers and the company's staff; staff reopen a
  // confirmed layout (docs/api.md, "Confirmation versions and reopening").
  "GET /layouts/:layoutId/confirmations": {
    params: layoutParamsSchema,
    answer: layoutConfirmationsAnswerSchema,
    errors: [403],
  },
  "POST /layouts/:layoutId/reopen": {
    params: layoutParamsSchema,
    body: reopenBodySchema,
    answer: reopenAnswerSchema,
    errors: [403, 409],
  },
  // The change requests of the person's dashboard (or of the customer staff act for), in one
  // call. A buyer asks to change a confirmed layout; staff accept it by reopening, or decline it.
  "GET /change-requests": {
    query: actingQuerySchema,
    answer: changeRequestsAnswerSchema,
    errors: [403],
  },
  "POST /layouts/:layoutId/change-requests": {
    params: layoutParamsSchema,
    body: changeRequestBodySchema,
    answer: changeRequestAnswerSchema,
    errors: [403, 409],
  },
  // The buyer attaches files to their open request. 413: more than the request may hold.
  "POST /change-requests/:requestId/files": {
    params: changeRequestParamsSchema,
    form: changeRequestFilesFormSchema,
    answer: changeRequestAnswerSchema,
    errors: [403, 409, 413],
  },
  "POST /change-requests/:requestId/decline": {
    params: changeRequestParamsSchema,
    body: declineBodySchema,
    answer: changeRequestAnswerSchema,
    errors: [403, 409],
  },
  "POST /summary-pdf": {
    body: summaryPdfBodySchema,
    answer: fileAnswer("application/pdf", "The summary PDF, as an attachment"),
    errors: [503],
  },

  // Sharing.
  "POST /short-links": { body: shortLinkBodySchema, answer: shortLinkAnswerSchema, errors: [429] },
  "GET /share/picture": {
    query: sharePictureQuerySchema,
    answer: fileAnswer("image/png", "The composed room picture (1200×630)"),
    errors: [429],
  },
  "POST /guest/package": {
    body: guestPackageBodySchema,
    answer: messageAnswerSchema,
    errors: [429],
  },

  // A confirmation version's public verification (docs/api.md, "Verification").
  "GET /verify/:code": {
    params: confirmationCodeParamsSchema,
    answer: confirmationVerifyAnswerSchema,
    errors: [429],
  },
  "POST /verify/:code": {
    params: confirmationCodeParamsSchema,
    form: confirmationCheckFormSchema,
    answer: confirmationCheckAnswerSchema,
    // A form is no input http/openapi.ts sees: the upload's own refusals are 422.
    errors: [413, 422, 429],
  },

  // Staff.
  "GET /apartments/:apartmentId/buyers": {
    params: buyersParamsSchema,
    answer: buyersAnswerSchema,
    errors: [403],
  },
  "PUT /apartments/:apartmentId/buyers": {
    params: buyersParamsSchema,
    body: buyersBodySchema,
    answer: buyersAnswerSchema,
    errors: [403, 409],
  },
  "POST /selections/special": {
    body: specialCreateBodySchema,
    answer: specialCreateAnswerSchema,
    errors: [403],
  },
  "PATCH /selections/special/:id": {
    params: specialParamsSchema,
    body: specialPatchBodySchema,
    answer: specialAnswerSchema,
    errors: [403],
  },
  "POST /selections/special/:id": {
    params: specialParamsSchema,
    query: specialFilesQuerySchema,
    form: specialFilesFormSchema,
    answer: specialFilesAnswerSchema,
    errors: [403, 413],
  },
  "DELETE /selections/special/:id": {
    params: specialParamsSchema,
    answer: messageAnswerSchema,
    errors: [403],
  },
  "POST /tabs/:roomId/rename": {
    params: roomRenameParamsSchema,
    body: roomRenameBodySchema,
    answer: roomRenameAnswerSchema,
    errors: [403],
  },

  // The company's admins: the site's company as a folder (docs/company-format.md).
  "POST /admin/company/check": {
    form: companyUploadFormSchema,
    answer: companyCheckAnswerSchema,
    // A form is no input http/openapi.ts sees: the upload's own refusals are 422.
    errors: [403, 413, 422],
  },
  "POST /admin/company/import": {
    query: companyImportQuerySchema,
    form: companyUploadFormSchema,
    answer: companyImportAnswerSchema,
    // 409: another import of the company was written while this one was being planned.
    errors: [403, 409, 413],
  },
  "GET /admin/company/export": {
    query: companyExportQuerySchema,
    answer: fileAnswer("application/zip", "The company folder as a .zip, named by its code"),
    errors: [403],
  },

  // The company's admins: its mails that failed every attempt (docs/api.md, "Failed mails").
  "GET /admin/failed-jobs": { answer: failedJobsAnswerSchema, errors: [403] },
  "POST /admin/failed-jobs/:jobId/retry": {
    params: failedJobParamsSchema,
    answer: messageAnswerSchema,
    errors: [403],
  },

  // The back office (docs/decisions/037-back-office-edits-the-company-document.md): the company's
  // staff read it, its admins edit the company's draft and publish it through the import.
  "GET /admin/overview": { answer: overviewAnswerSchema, errors: [403] },
  "GET /admin/draft": { answer: draftAnswerSchema, errors: [403] },
  "GET /admin/draft/part": {
    query: draftPartQuerySchema,
    answer: draftPartAnswerSchema,
    errors: [403, 404],
  },
  "GET /admin/draft/parts": {
    query: draftPartsQuerySchema,
    answer: draftPartsAnswerSchema,
    errors: [403],
  },
  // 413: over the format's 20 MB; 422: a type the format does not take, or content of another
  // type than the name says (or an SVG that could run something).
  "POST /admin/draft/files": {
    form: draftFileFormSchema,
    answer: draftFileAnswerSchema,
    errors: [403, 413, 422],
  },
  // 422: neither an SVG nor a square PNG of 180 pixels or more.
  "POST /admin/draft/favicons": {
    form: faviconFormSchema,
    answer: faviconAnswerSchema,
    errors: [403, 413, 422],
  },
  "GET /admin/draft/materials": {
    query: draftMaterialsQuerySchema,
    answer: draftMaterialsAnswerSchema,
    errors: [403],
  },
  "GET /admin/draft/apartments": {
    query: draftApartmentsQuerySchema,
    answer: draftApartmentsAnswerSchema,
    errors: [403],
  },
  "GET /admin/draft/projects": { answer: draftProjectsAnswerSchema, errors: [403] },
  "GET /admin/draft/restrictions": {
    query: draftRestrictionsQuerySchema,
    answer: draftRestrictionsAnswerSchema,
    errors: [403, 404],
  },
  // 404: the draft has no project of that code.
  "GET /admin/draft/package-prices": {
    query: draftPackagePricesQuerySchema,
    answer: draftPackagePricesAnswerSchema,
    errors: [403, 404],
  },
  // 409: the draft moved on since the version the edit was made on (with the edits saved since);
  // 422: the edit would break the company, every problem by its place.
  "PATCH /admin/draft": {
    query: draftEditQuerySchema,
    body: draftEditBodySchema,
    answer: draftEditAnswerSchema,
    errors: [403, 409, 422],
    errorAnswer: draftRefusalSchema,
  },
  // 409: the draft moved on (with the edits saved since), or the published company changed since
  // the draft began.
  "POST /admin/draft/publish": {
    body: draftPublishBodySchema,
    answer: companyImportAnswerSchema,
    errors: [403, 409, 422],
    errorAnswer: draftRefusalSchema,
  },
  "DELETE /admin/draft": { answer: messageAnswerSchema, errors: [403] },
  // The draft as buyers will see it, for the company's staff (docs/decisions/042): imported into
  // the company's hidden preview copy, which calls carrying the `Preview` header then read.
  // 404: the draft (or the project named) has no layout; 409: another preview was made meanwhile.
  "POST /admin/draft/preview": {
    body: draftPreviewBodySchema,
    answer: draftPreviewAnswerSchema,
    errors: [403, 404, 409],
  },
  // 422: an address that is neither the company's staff nor a buyer of its apartments (each by
  // its place); 429: one of them was invited too often today.
  "POST /admin/invitations": {
    body: invitationsBodySchema,
    answer: invitationsAnswerSchema,
    errors: [403, 422, 429],
  },
  "GET /admin/history": { query: historyQuerySchema, answer: historyAnswerSchema, errors: [403] },
  "GET /admin/history/export": {
    query: historyExportQuerySchema,
    answer: fileAnswer("text/csv", "The history, one line per thing changed, newest first"),
    errors: [403],
  },

  // A project's audit trail (docs/decisions/047-audit-trail.md): the company's staff. 404: no
  // project of that code in the company.
  "GET /admin/projects/:project/audit": {
    params: auditParamsSchema,
    query: auditQuerySchema,
    answer: auditAnswerSchema,
    errors: [403, 404],
  },
  "GET /admin/projects/:project/audit.csv": {
    params: auditParamsSchema,
    query: auditExportQuerySchema,
    answer: fileAnswer(
      "text/csv",
      "The audit trail, one line per event, oldest first, UTF-8 with a BOM",
    ),
    errors: [403, 404],
  },
  "GET /admin/projects/:project/audit.xlsx": {
    params: auditParamsSchema,
    query: auditExportQuerySchema,
    answer: fileAnswer(XLSX, "The audit trail, one row per event, oldest first"),
    errors: [403, 404],
  },

  // A project's confirmed choices for construction and procurement, and what to order from each
  // supplier (docs/decisions/045-exports-of-confirmed-choices.md): the company's staff. 404: no
  // project or building of that code in the company.
  "GET /admin/projects/:project/exports/choices.csv": {
    params: exportParamsSchema,
    query: exportQuerySchema,
    answer: fileAnswer("text/csv", "Every confirmed choice, one line each, UTF-8 with a BOM"),
    errors: [403, 404],
  },
  "GET /admin/projects/:project/exports/choices.xlsx": {
    params: exportParamsSchema,
    query: exportQuerySchema,
    answer: fileAnswer(XLSX, "Every confirmed choice, one row each"),
    errors: [403, 404],
  },
  "GET /admin/projects/:project/exports/orders.csv": {
    params: exportParamsSchema,
    query: exportQuerySchema,
    answer: fileAnswer(
      "text/csv",
      "What to order, by supplier and material, summed over apartments",
    ),
    errors: [403, 404],
  },
  "GET /admin/projects/:project/exports/orders.xlsx": {
    params: exportParamsSchema,
    query: exportQuerySchema,
    answer: fileAnswer(XLSX, "What to order, by supplier and material, summed over apartments"),
    errors: [403, 404],
  },

  // The company's admins: its eID broker for signed confirmations (docs/decisions/048). 422: not
  // an https address, one of a private network (in production), or no broker answers there.
  "GET /admin/signing": { answer: signingAnswerSchema, errors: [403] },
  "PUT /admin/signing": { body: signingBodySchema, answer: signingAnswerSchema, errors: [403] },
  "DELETE /admin/signing": { answer: signingAnswerSchema, errors: [403] },

  // The company's admins: its webhook for its ERP (docs/api.md, "Webhooks"). 422: not an https
  // address, or one of a private network (in production).
  "GET /admin/webhook": { answer: webhookAnswerSchema, errors: [403] },
  "PUT /admin/webhook": { body: webhookBodySchema, answer: webhookAnswerSchema, errors: [403] },
  "DELETE /admin/webhook": { answer: messageAnswerSchema, errors: [403] },
  // 404: the company has no webhook whose secret could change.
  "POST /admin/webhook/secret": { answer: webhookAnswerSchema, errors: [403, 404] },
  "GET /admin/webhook/deliveries": {
    query: webhookDeliveriesQuerySchema,
    answer: webhookDeliveriesAnswerSchema,
    errors: [403],
  },

  // The company's staff: what buyers chose in a project (docs/api.md, "Popular choices"). 404:
  // the company has no project of that code.
  "GET /admin/popular-choices": {
    query: popularChoicesQuerySchema,
    answer: popularChoicesAnswerSchema,
    errors: [403, 404],
  },
} as const satisfies Record<`${HttpMethod} /${string}`, RouteSpec>;

export type ApiRoutes = typeof routes;
/** A call's method and path, as the map names it: `"POST /packages/:packageId/rename"`. */
export type RouteKey = keyof ApiRoutes;

type Part<K extends RouteKey, P extends keyof RouteSpec> = ApiRoutes[K] extends {
  [_ in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;
/** What a part of the request is once the route has parsed it; `undefined` when it has none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteParams<K extends RouteKey> = Parsed<Part<K, "params">>;
export type RouteQuery<K extends RouteKey> = Parsed<Part<K, "query">>;
export type RouteBody<K extends RouteKey> = Parsed<Part<K, "body">>;

/** The calls that answer JSON, and those that answer a file. */
export type JsonRouteKey = {
  [K in RouteKey]: ApiRoutes[K]["answer"] extends z.ZodType ? K : never;
}[RouteKey];
export type FileRouteKey = {
  [K in RouteKey]: ApiRoutes[K]["answer"] extends FileAnswer ? K : never;
}[RouteKey];

/** A call's JSON answer. */
export type RouteAnswer<K extends JsonRouteKey> = z.output<ApiRoutes[K]["answer"]>;

/**
 * A path or query value as a client writes it: the text the schema reads (`"7"`) or the value it
 * reads it into (`7`), both written out as text; an optional one may be null, and is left out.
 */
type Wire<S extends z.ZodType> = {
  [F in keyof z.input<S>]:
    | z.input<S>[F]
    | (F extends keyof z.output<S> ? z.output<S>[F] : never)
    | (undefined extends z.input<S>[F] ? null : never);
};

/**
 * What a client sends to a call: its path parameters, its query (optional when every field is)
 * and its body, JSON as the schema takes it, or a multipart `Form` (the platform's form data type;
 * core knows no platform).
 */
export type RouteInput<K extends RouteKey, Form> = (Part<K, "params"> extends z.ZodType
  ? { params: Wire<Part<K, "params">> }
  : { params?: never }) &
  (Part<K, "query"> extends z.ZodType
    ? Record<string, never> extends z.input<Part<K, "query">>
      ? { query?: Wire<Part<K, "query">> }
      : { query: Wire<Part<K, "query">> }
    : { query?: never }) &
  (Part<K, "body"> extends z.ZodType
    ? { body: z.input<Part<K, "body">> }
    : Part<K, "form"> extends z.ZodType
      ? { body: Form }
      : { body?: never });
