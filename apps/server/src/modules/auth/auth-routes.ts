import type { FastifyPluginAsync } from "fastify";
import { requireLogin, requireUser } from "../../auth/current-user.ts";
import { personal } from "../../auth/personal-cache.ts";
import { clientOf } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import {
  changePassword,
  deleteAccount,
  login,
  logout,
  register,
  resendVerification,
  updateProfile,
} from "./accounts-service.ts";
import { checkResetLink, resetPassword, sendResetLink } from "./password-reset.ts";
import { personalDataExport, personalDataZip } from "./personal-data.ts";
import { presentUser } from "./presenters.ts";
import { findUser } from "./users.ts";
import { confirmEmail } from "./verification.ts";

const tags = ["accounts"];
const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "POST /auth/login",
    {
      tags,
      summary:
        "Log in with e-mail and password; 5 failures a minute per e-mail and address, 20 in 10 minutes per address over all accounts, 100 an hour per account from browsers that never logged in to it, 10 an hour per known browser (`device`)",
    },
    async (request) => {
      await request.companyId(request.body.company_id);
      const { token, account, device } = await login(ctx, clientOf(request), request.body);
      return { token, user: await presentUser(ctx, account), device };
    },
  );

  route(
    app,
    "POST /auth/register",
    { tags, summary: "Create an account at the company; a verification link is mailed" },
    async (request) => {
      await request.companyId(request.body.company_id);
      const { url } = await request.site();
      const { token, account, device } = await register(ctx, clientOf(request), url, request.body);
      return {
        token,
        user: await presentUser(ctx, account),
        device,
        message: message(request.locale, "registered"),
      };
    },
  );

  route(
    app,
    "GET /auth/user",
    { tags, security: bearer, summary: "The logged-in account" },
    async (request) => {
      const { id } = await requireUser(request);
      // With the embedded database, kept until the account changes (auth/personal-cache.ts).
      return personal(ctx.personal, `user:${id}`, async () =>
        presentUser(ctx, await findUser(ctx, id)),
      );
    },
  );

  route(
    app,
    "POST /auth/logout",
    { tags, security: bearer, summary: "End this login" },
    async (request) => {
      await logout(ctx, (await requireLogin(request)).token);
      return { message: message(request.locale, "loggedOut") };
    },
  );

  route(
    app,
    "POST /auth/user/update",
    {
      tags,
      security: bearer,
      summary:
        "Change name or e-mail; a new e-mail takes the current password (accounts that have one), must be confirmed again, ends every other login and is told to the old address",
    },
    async (request) => {
      const { user, token } = await requireLogin(request);
      const { url } = await request.site();
      const updated = await updateProfile(ctx, clientOf(request), url, user, token, request.body);
      return {
        success: true,
        message: updated.newEmail
          ? message(request.locale, "emailChanged", { email: updated.newEmail })
          : message(request.locale, "profileUpdated"),
        user: await presentUser(ctx, updated.account),
      };
    },
  );

  route(
    app,
    "POST /auth/user/change-password",
    {
      tags,
      security: bearer,
      summary: "Change the password (e-mail accounts only); every other login ends",
    },
    async (request) => {
      const { user, token } = await requireLogin(request);
      await changePassword(ctx, user, token, request.body);
      return { message: message(request.locale, "passwordChanged") };
    },
  );

  route(
    app,
    "DELETE /auth/user/delete",
    {
      tags,
      security: bearer,
      summary: "Delete the account and everything in it; every login ends",
    },
    async (request) => {
      await deleteAccount(ctx, await requireUser(request));
      return { message: message(request.locale, "accountDeleted") };
    },
  );

  route(
    app,
    "GET /auth/user/export",
    {
      tags,
      security: bearer,
      summary:
        "The caller's own data as a .zip: personal-data.json (versioned, its JSON Schema beside it) and the files of their special solutions; 3 an hour per account",
    },
    async (request, reply) => {
      const exported = await personalDataExport(ctx, await requireUser(request));
      return reply
        .type("application/zip")
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(exported.fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(personalDataZip(ctx, request.log, exported));
    },
  );

  route(
    app,
    "POST /reset-password/send",
    {
      tags,
      summary: "Mail a link to set a new password (same answer whether or not the account exists)",
    },
    async (request) => {
      await request.companyId(request.body.company_id);
      await sendResetLink(ctx, clientOf(request), (await request.site()).url, request.body);
      return { message: message(request.locale, "resetSent") };
    },
  );

  route(
    app,
    "POST /reset-password/check",
    { tags, summary: "Whether a reset link still works" },
    async (request) => {
      await checkResetLink(ctx, await request.companyId(), request.body);
      return { message: message(request.locale, "resetLinkValid") };
    },
  );

  route(
    app,
    "POST /reset-password/reset",
    { tags, summary: "Set a new password with a reset link (once); every login ends" },
    async (request) => {
      const { device } = await resetPassword(ctx, await request.companyId(), request.body);
      return { message: message(request.locale, "passwordReset"), device };
    },
  );

  route(
    app,
    "GET /email/verify/:customerId/:hash",
    { tags, summary: "Confirm an e-mail address with a signed link" },
    async (request) => {
      const companyId = await request.companyId(request.query.company_id);
      const outcome = await confirmEmail(ctx, companyId, { ...request.params, ...request.query });
      return { message: message(request.locale, outcome) };
    },
  );

  route(
    app,
    "POST /email/verify-resend",
    { tags, security: bearer, summary: "Mail another verification link (one per 30 seconds)" },
    async (request) => {
      const user = await requireUser(request);
      await request.companyId(request.body.company_id);
      await resendVerification(ctx, clientOf(request), (await request.site()).url, user);
      return { message: message(request.locale, "verificationSent") };
    },
  );
};
