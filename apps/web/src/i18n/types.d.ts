import type actions from "./locales/et/actions.json";
import type auth from "./locales/et/auth.json";
import type catalogue from "./locales/et/catalogue.json";
import type common from "./locales/et/common.json";
import type configurator from "./locales/et/configurator.json";
import type dashboard from "./locales/et/dashboard.json";
import type help from "./locales/et/help.json";
import type legal from "./locales/et/legal.json";
import type nav from "./locales/et/nav.json";
import type profile from "./locales/et/profile.json";
import type staff from "./locales/et/staff.json";
import type summary from "./locales/et/summary.json";

// Estonian is the reference language: every key used in code must exist there.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      nav: typeof nav;
      configurator: typeof configurator;
      summary: typeof summary;
      auth: typeof auth;
      dashboard: typeof dashboard;
      profile: typeof profile;
      catalogue: typeof catalogue;
      help: typeof help;
      legal: typeof legal;
      actions: typeof actions;
      staff: typeof staff;
    };
  }
}
