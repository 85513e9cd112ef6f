import type { FastifyPluginAsync } from "fastify";
import { message } from "./i18n/messages.ts";
import { buyersRoutes } from "./modules/apartments/buyers-routes.ts";
import { auditRoutes } from "./modules/audit/audit-routes.ts";
import { authRoutes } from "./modules/auth/auth-routes.ts";
import { handoverRoutes } from "./modules/auth/handover-routes.ts";
import { backOfficeRoutes } from "./modules/back-office/back-office-routes.ts";
import { draftFilesRoutes } from "./modules/back-office/draft-files-routes.ts";
import { companyRoutes } from "./modules/company/company-routes.ts";
import { companyAdminRoutes } from "./modules/company-admin/company-admin-routes.ts";
import { exportsRoutes } from "./modules/exports/exports-routes.ts";
import { failedJobsRoutes } from "./modules/failed-jobs/failed-jobs-routes.ts";
import { legendsRoutes } from "./modules/legends/legends-routes.ts";
import { materialsRoutes } from "./modules/materials/materials-routes.ts";
import { packageActionsRoutes } from "./modules/packages/package-actions-routes.ts";
import { packagesRoutes } from "./modules/packages/packages-routes.ts";
import { reopenRoutes } from "./modules/packages/reopen-routes.ts";
import { verifyRoutes } from "./modules/packages/verify-routes.ts";
import { projectsRoutes } from "./modules/projects/projects-routes.ts";
import { roomsRoutes } from "./modules/rooms/rooms-routes.ts";
import { shareRoutes } from "./modules/share/share-routes.ts";
import { signingRoutes } from "./modules/signing/signing-routes.ts";
import { socialRoutes } from "./modules/social/social-routes.ts";
import { specialsRoutes } from "./modules/specials/specials-routes.ts";
import { webhookRoutes } from "./modules/webhooks/webhook-routes.ts";

/** Every API call, mounted under `/api`. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(handoverRoutes);
  await app.register(socialRoutes);
  await app.register(packageActionsRoutes);
  await app.register(reopenRoutes);
  await app.register(buyersRoutes);
  await app.register(shareRoutes);
  await app.register(specialsRoutes);
  await app.register(packagesRoutes);
  await app.register(roomsRoutes);
  await app.register(legendsRoutes);
  await app.register(materialsRoutes);
  await app.register(projectsRoutes);
  await app.register(companyAdminRoutes);
  await app.register(backOfficeRoutes);
  await app.register(exportsRoutes);
  await app.register(auditRoutes);
  await app.register(draftFilesRoutes);
  await app.register(verifyRoutes);
  await app.register(failedJobsRoutes);
  await app.register(webhookRoutes);
  await app.register(signingRoutes);
  // Unknown API paths answer JSON, not the web app.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: message(request.locale, "contentNotFound") }),
  );
};
