import { type DashboardEntry, pickLabel } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { copyText, shareNatively as openShareSheet } from "../../lib/clipboard.ts";
import { useCompanyBuilding, useOptionalCompany } from "../../lib/company.ts";
import { downloadFromApi } from "../../lib/download.ts";
import { showFailure } from "../../lib/failure.ts";
import { toast } from "../../lib/toast.ts";
import { signAndConfirm } from "../configurator/signing-kit.ts";
import { contentLocale, dashboardCalls } from "./api.ts";
import { useDashboard } from "./dashboard-context.ts";
import { packageName } from "./dashboard-data.ts";
import { packageShareUrl } from "./share.ts";

/**
 * "Merelahe Kvartal, A, Apartment 1, Layout 3A" for the entry's layout ("Haus A" where the
 * company has a word of its own for a building).
 */
export function useAddressLine(): (layout: DashboardEntry["apartment_layout"]) => string {
  const { t } = useTranslation("dashboard");
  const companyBuilding = useCompanyBuilding();
  return (layout) => {
    const { building } = layout.apartment;
    return [
      building.project.name,
      companyBuilding(building.building_number) ?? building.building_number,
      t("layout.apartment", { value: layout.apartment.number }),
      t("layout.layout", { value: layout.name }),
    ]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(", ");
  };
}

/**
 * Everything a package card does through the server. Each action shows the server's message as
 * a toast, refreshes the list when something changed, and reports whether it is running.
 */
export function usePackageActions(entry: DashboardEntry) {
  const { t } = useTranslation("dashboard");
  const { lang, companyId, actingUser, mark, refresh } = useDashboard();
  const queryClient = useQueryClient();
  const addressLine = useAddressLine();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const name = packageName(entry.package.name, lang, String(entry.package_id));
  const layoutId = entry.apartment_layout_id;
  const projectId = entry.apartment_layout.apartment.building.project_id;
  // Where the company has an eID broker, the buyer confirms by signing there (decision 048);
  // staff acting for a buyer confirm as before: only the buyer signs.
  const company = useOptionalCompany();
  const signing = actingUser === null ? (company?.signing ?? null) : null;

  /** Said as every action says it (lib/failure.ts); without a network, offered again. */
  const failed = (error: unknown, action: string, again: () => void, whenOnline = false) =>
    showFailure(error, { retry: again, whenOnline, key: `${action}-${entry.package_id}` });

  const done = async ({ message }: { message: string }) => {
    toast.success(message);
    // The configurator's package lists show names and confirmations too.
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ["packages"] })]);
  };

  const rename = useMutation({
    mutationFn: (newName: string) => dashboardCalls.rename(entry.package_id, newName, actingUser),
    onSuccess: done,
    onError: (error, newName) => failed(error, "rename", () => rename.mutate(newName)),
  });
  const duplicate = useMutation({
    mutationFn: () => dashboardCalls.duplicate(entry.package_id, layoutId, actingUser),
    onSuccess: async (answer) => {
      mark(answer.id);
      await done(answer);
    },
    onError: (error) => failed(error, "duplicate", () => duplicate.mutate()),
  });
  const remove = useMutation({
    mutationFn: () => dashboardCalls.remove(entry.package_id, layoutId, actingUser),
    onSuccess: done,
    onError: (error) => failed(error, "remove", () => remove.mutate()),
  });
  const confirm = useMutation({
    mutationFn: () =>
      signing
        ? signAndConfirm({
            apartment_id: entry.apartment_id,
            apartment_layout_id: layoutId,
            package_id: entry.package_id,
            selected_locale: contentLocale(lang),
          })
        : dashboardCalls.confirm(entry, lang, actingUser),
    onSuccess: done,
    onError: (error) => failed(error, "confirm", () => confirm.mutate()),
  });
  const pdf = useMutation({
    mutationFn: () =>
      downloadFromApi(
        "POST /summary-pdf",
        {
          project_id: projectId,
          apartment_layout_id: layoutId,
          package_id: entry.package_id,
          // The package's own choices: nothing is changed on top of them.
          selections: [],
          locale: contentLocale(lang),
          ...(actingUser === null ? {} : { user_id: actingUser }),
        },
        { accept: "application/pdf", fallbackName: "summary.pdf" },
      ),
    onSuccess: () => toast.success(t("pdf.ready")),
    // A PDF is safe to fetch again unasked: it comes once the browser is back online.
    onError: (error) => failed(error, "pdf", () => pdf.mutate(), true),
  });

  /**
   * The package's short link. The buyer's own packages are private, so their link carries the
   * choices; a failing shortener leaves the long link, which works just as well. It is made
   * when the menu opens, so that the share sheet opens at once on the click (browsers allow it
   * only straight after one).
   */
  const shareLinkQuery = {
    queryKey: ["share-link", entry.package_id, layoutId, lang, actingUser],
    staleTime: 60_000,
    gcTime: 60_000,
    queryFn: async (): Promise<string> => {
      const choices = entry.package.custom
        ? (await dashboardCalls.selections(entry.package_id, layoutId, actingUser)).map((s) => ({
            roomId: s.tab_id,
            groupId: s.group_id,
            assetId: s.id,
          }))
        : null;
      const long = packageShareUrl(
        { origin: window.location.origin, lang, projectId, layoutId, packageId: entry.package_id },
        choices,
      );
      try {
        return (await dashboardCalls.shortLink(long, companyId)).url;
      } catch (error) {
        console.warn("The link could not be shortened; sharing the full link.", error);
        return long;
      }
    },
  };
  const shareLink = () => queryClient.fetchQuery(shareLinkQuery);
  const prepareShareLink = () => {
    void queryClient.prefetchQuery(shareLinkQuery);
  };

  const copyLink = useMutation({
    mutationFn: async () => {
      const link = await shareLink();
      return { link, copied: await copyText(link) };
    },
    onSuccess: ({ link, copied }) => {
      if (copied) {
        toast.success(t("share.copied"));
      } else {
        // The browser would not copy: the link is ready to copy by hand.
        toast.success(t("share.ready"));
        setManualLink(link);
      }
    },
    onError: (error) => failed(error, "copy-link", () => copyLink.mutate()),
  });

  const shareNatively = useMutation({
    mutationFn: () => {
      const address = addressLine(entry.apartment_layout);
      return openShareSheet(
        async () => ({
          title: `${name} – ${address}`,
          text: t("share.shareText", { name, address }),
          url: await shareLink(),
        }),
        t("share.unsupported"),
      );
    },
    onError: (error) => failed(error, "share", () => shareNatively.mutate()),
  });

  return {
    name,
    description: pickLabel(entry.package.description, lang),
    /** The company's eID broker, when this person confirms by signing there. */
    signing,
    rename,
    duplicate,
    remove,
    confirm,
    pdf,
    copyLink,
    shareNatively,
    prepareShareLink,
    manualLink,
    closeManualLink: () => setManualLink(null),
  };
}
