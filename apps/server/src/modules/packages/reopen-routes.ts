import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { requireActing, requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { MULTIPART_LIMITS, receiveSpecialUpload } from "../specials/uploads.ts";
import { attachChangeRequestFiles } from "./change-request-files.ts";
import {
  changeRequestById,
  dashboardChangeRequests,
  declineChangeRequest,
  requestChange,
} from "./change-request-service.ts";
import { layoutConfirmations, reopenLayout } from "./reopen-service.ts";

const tags = ["packages"];
const security = [{ bearer: [] }];

/**
 * A layout's confirmation versions, staff reopening its confirmation, and buyers asking for that
 * (decision 046).
 */
export const reopenRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /layouts/:layoutId/confirmations",
    {
      tags,
      security,
      summary:
        "A layout's confirmation versions, newest first, with what each changed and its open reopening; its buyers and the company's staff",
    },
    async (request) => {
      const caller = await requireUser(request);
      return layoutConfirmations(ctx, caller, request.params.layoutId);
    },
  );

  route(
    app,
    "POST /layouts/:layoutId/reopen",
    {
      tags,
      security,
      summary:
        "Staff reopen a layout's confirmation with a reason, for the rooms named (all when none); the buyer is told by mail and confirms again",
    },
    async (request) => {
      const caller = await requireUser(request);
      const { url } = await request.site();
      const reopening = await reopenLayout(ctx, url, caller, request.params.layoutId, request.body);
      return { message: message(request.locale, "reopened"), reopening };
    },
  );

  route(
    app,
    "GET /change-requests",
    {
      tags,
      security,
      summary:
        "The change requests of every layout on the caller's dashboard (or the customer's staff act for), newest first, each with its layout",
    },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      return { change_requests: await dashboardChangeRequests(ctx, acting) };
    },
  );

  route(
    app,
    "POST /layouts/:layoutId/change-requests",
    {
      tags,
      security,
      summary:
        "A buyer asks to change the layout's confirmed choices; the company's developer recipients are mailed",
    },
    async (request) => {
      const caller = await requireUser(request);
      const { url } = await request.site();
      const created = await requestChange(ctx, url, caller, request.params.layoutId, request.body);
      return { message: message(request.locale, "changeRequested"), change_request: created };
    },
  );

  route(
    app,
    "POST /change-requests/:requestId/decline",
    {
      tags,
      security,
      summary: "Staff decline a buyer's open change request with a reason the buyer is mailed",
    },
    async (request) => {
      const caller = await requireUser(request);
      const { url } = await request.site();
      const declined = await declineChangeRequest(
        ctx,
        url,
        caller,
        request.params.requestId,
        request.body,
      );
      return { message: message(request.locale, "changeDeclined"), change_request: declined };
    },
  );

  // Only this route reads a multipart body: the parser is registered for it alone, and reads
  // nothing until the route asks for it, after its permission checks.
  await app.register(async (scoped) => {
    await scoped.register(multipart, { throwFileSizeLimit: true, limits: MULTIPART_LIMITS });
    route(
      scoped,
      "POST /change-requests/:requestId/files",
      {
        tags,
        security,
        summary:
          "The buyer attaches files to their open change request (multipart files[]; PDF, JPEG, PNG, WebP up to 10 MB, 5 a request); the files' links work for an hour",
      },
      async (request) => {
        const caller = await requireUser(request);
        const id = await attachChangeRequestFiles(ctx, caller, request.params.requestId, (store) =>
          receiveSpecialUpload(request, store),
        );
        return {
          message: message(request.locale, "filesSaved"),
          change_request: await changeRequestById(ctx, id),
        };
      },
    );
  });
};
