import {
  changePasswordBodySchema,
  companyBodySchema,
  loginBodySchema,
  messageAnswerSchema,
  profileAnswerSchema,
  profileUpdateBodySchema,
  registerBodySchema,
  resetBodySchema,
  resetCheckBodySchema,
  resetSendBodySchema,
  tokenAnswerSchema,
  userSchema,
  verifyParamsSchema,
  verifyQuerySchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireLogin, requireUser } from "../../auth/current-user.ts";
import { personal } from "../../auth/personal-cache.ts";
import { requestLocale } from "../../i18n/messages.ts";
import { requestCompanyId } from "../company/request-company.ts";
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
import { findUser, presentUser } from "./users.ts";
import { confirmEmail } from "./verification.ts";

const tags = ["accounts"];
const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/auth/login",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary:
          "Log in with e-mail and password; 5 failures a minute per e-mail and address, 20 in 10 minutes per address over all accounts, 100 an hour per account",
        body: loginBodySchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    (request) => login(ctx, request, request.body),
  );

  app.post(
    "/auth/register",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary: "Create an account at the company; a verification link is mailed",
        body: registerBodySchema,
        response: { 200: tokenAnswerSchema.extend({ message: z.string() }) },
      },
    },
    (request) => register(ctx, request, request.body),
  );

  app.get(
    "/auth/user",
    {
      schema: {
        tags,
        security: bearer,
        summary: "The logged-in account",
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      // With the embedded database, kept until the account changes (auth/personal-cache.ts).
      return personal(ctx.personal, `user:${id}`, async () =>
        presentUser(ctx, await findUser(ctx, id)),
      );
    },
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        security: bearer,
        summary: "End this login",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => logout(ctx, request, (await requireLogin(request)).token),
  );

  app.post(
    "/auth/user/update",
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Change name or e-mail; a new e-mail takes the current password (accounts that have one), must be confirmed again, ends every other login and is told to the old address",
        body: profileUpdateBodySchema,
        response: { 200: profileAnswerSchema },
      },
    },
    async (request) => {
      const { user, token } = await requireLogin(request);
      return updateProfile(ctx, request, user, token, request.body);
    },
  );

  app.post(
    "/auth/user/change-password",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        security: bearer,
        summary: "Change the password (e-mail accounts only); every other login ends",
        body: changePasswordBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      const { user, token } = await requireLogin(request);
      return changePassword(ctx, request, user, token, request.body);
    },
  );

  app.delete(
    "/auth/user/delete",
    {
      schema: {
        tags,
        security: bearer,
        summary: "Delete the account and everything in it; every login ends",
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => deleteAccount(ctx, request, await requireUser(request)),
  );

  app.post(
    "/reset-password/send",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary:
          "Mail a link to set a new password (same answer whether or not the account exists)",
        body: resetSendBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    (request) => sendResetLink(ctx, request, request.body),
  );

  app.post(
    "/reset-password/check",
    {
      schema: {
        tags,
        summary: "Whether a reset link still works",
        body: resetCheckBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    (request) => checkResetLink(ctx, request, request.body),
  );

  app.post(
    "/reset-password/reset",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link (once); every login ends",
        body: resetBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    (request) => resetPassword(ctx, request, request.body),
  );

  app.get(
    "/email/verify/:customerId/:hash",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        summary: "Confirm an e-mail address with a signed link",
        params: verifyParamsSchema,
        querystring: verifyQuerySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await confirmEmail(
        ctx,
        requestLocale(request),
        await requestCompanyId(request, request.query.company_id),
        { ...request.params, ...request.query },
      ),
    }),
  );

  app.post(
    "/email/verify-resend",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        security: bearer,
        summary: "Mail another verification link (one per 30 seconds)",
        body: companyBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) =>
      resendVerification(ctx, request, await requireUser(request), request.body.company_id),
  );
};
