import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Link2, Share } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { ActionMenu, type ActionMenuItem } from "../../../components/ui/action-menu.tsx";
import { Button, type ButtonVariant } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { call } from "../../../lib/api.ts";
import { canShareNatively, copyText, shareNatively } from "../../../lib/clipboard.ts";
import { useCompany, useCompanyBuilding } from "../../../lib/company.ts";
import { useSearch } from "../../../lib/navigation.ts";
import { toast } from "../../../lib/toast.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import { configuratorKeys } from "../api/keys.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import { addressLine, packageLabel } from "../room/labels.ts";
import { pictureLayers } from "../selection/engine.ts";
import { ManualCopyDialog } from "./manual-copy-dialog.tsx";
import {
  absoluteUrl,
  designLink,
  designPictureUrl,
  facebookShareUrl,
  pinterestShareUrl,
  shareTarget,
} from "./payload.ts";

/**
 * A link's short form from our own shortener; the long link when shortening fails, which works
 * just as well (spec section 8: shortener failures are only logged).
 */
function shortLinkQuery(long: string, companyId: number) {
  return {
    queryKey: configuratorKeys.shortLink(long),
    staleTime: 10 * 60_000,
    queryFn: async (): Promise<string> => {
      try {
        const answer = await call("POST /short-links", {
          body: { url: long, company_id: companyId },
        });
        return answer.url;
      } catch (error) {
        console.warn("The link could not be shortened; sharing the full link.", error);
        return long;
      }
    },
  };
}

/** The short link if it has arrived, else the long one: for what must open within the click. */
function linkNow(queryClient: QueryClient, long: string): string {
  return queryClient.getQueryData<string>(configuratorKeys.shortLink(long)) ?? long;
}

function openWindow(url: string) {
  window.open(url, "_blank", "noopener,noreferrer");
}

/** The share menu of a design: copy link, Facebook, Pinterest and the share sheet. */
export function ShareMenu({
  variant,
  className,
  children,
}: {
  variant: ButtonVariant;
  className?: string;
  /** The button's content, the same as before the menu loaded. */
  children: ReactNode;
}) {
  const { t } = useTranslation(["actions", "configurator"]);
  const companyBuilding = useCompanyBuilding();
  const state = useConfigurator();
  const design = useDesign();
  const company = useCompany();
  const queryClient = useQueryClient();
  const search = useSearch();
  const isDesktop = useIsDesktop();
  const [manualLink, setManualLink] = useState<string | null>(null);

  const target = shareTarget(state.activePackage, state.packageSegment, design.mode);
  const long = designLink({
    origin: window.location.origin,
    lang: state.lang,
    segment: target.segment,
    tab: state.currentTab ?? "summary",
    search,
    choices: target.withChoices ? design.linkChoices(target.segment) : null,
  });
  // The menu mounts already open: the short link is asked for at once, and again for a new link.
  useEffect(() => {
    void queryClient.prefetchQuery(shortLinkQuery(long, company.id));
  }, [queryClient, long, company.id]);
  const shortLink = shortLinkQuery(long, company.id);

  const name =
    design.mode.isCustom || !state.activePackage
      ? t("configurator:customPackage")
      : packageLabel(state.activePackage, state.lang);
  const address = addressLine(state.tabs.address, {
    building: (value) => companyBuilding(value) ?? value,
    apartment: (value) => t("configurator:address.apartment", { value }),
    layout: (value) => t("configurator:address.layout", { value }),
  });
  // The pin shows the room as the server composes it from the link (every layer with the chosen
  // options), not one layer of it; a layout without room pictures pins its package or plan picture.
  const tab = state.currentTab ?? "summary";
  const layoutGroups = design.rooms.flatMap((room) => room.groups);
  const hasRoomPicture = state.tabs.rooms.some(
    (room) => pictureLayers(room, layoutGroups, design.choices).length > 0,
  );
  const picture = hasRoomPicture
    ? designPictureUrl(long, { segment: target.segment, tab })
    : absoluteUrl(state.activePackage?.img ?? state.tabs.layoutImage, window.location.origin);

  const items: ActionMenuItem[] = [
    {
      key: "copy",
      label: t("actions:share.copy"),
      icon: <Link2 size={18} aria-hidden="true" />,
      onSelect: () => {
        void (async () => {
          const link = await queryClient.fetchQuery(shortLink);
          if (await copyText(link)) {
            toast.success(t("actions:share.copied"));
          } else {
            // The browser would not copy (the click's permission ran out while the short link was
            // made): the link is ready to copy by hand.
            toast.success(t("actions:share.ready"));
            setManualLink(link);
          }
        })();
      },
    },
    {
      key: "facebook",
      label: t("actions:share.facebook"),
      icon: <FacebookIcon />,
      onSelect: () => openWindow(facebookShareUrl(linkNow(queryClient, long))),
    },
    {
      key: "pinterest",
      label: t("actions:share.pinterest"),
      icon: <PinterestIcon />,
      onSelect: () =>
        openWindow(pinterestShareUrl(linkNow(queryClient, long), picture, `${name} – ${address}`)),
    },
  ];
  // The share sheet is the phones' own; a desktop browser that has one offers it too.
  if (!isDesktop || canShareNatively()) {
    items.push({
      key: "native",
      label: t("actions:share.native"),
      icon: <Share size={18} aria-hidden="true" />,
      onSelect: () =>
        void shareNatively(
          async () => ({
            title: `${name} – ${address}`,
            text: t("actions:share.text", { name, address }),
            url: await queryClient.fetchQuery(shortLink),
          }),
          t("actions:share.unsupported"),
        ),
    });
  }

  return (
    <>
      <ActionMenu
        defaultOpen
        align="end"
        trigger={
          <Button variant={variant} className={className}>
            {children}
          </Button>
        }
        items={items}
      />
      {manualLink !== null ? (
        <ManualCopyDialog link={manualLink} onClose={() => setManualLink(null)} />
      ) : null}
    </>
  );
}

function FacebookIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" />
    </svg>
  );
}

function PinterestIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 3a9 9 0 0 0-3.3 17.4c-.1-.7-.1-1.8 0-2.6l1.1-4.6s-.3-.6-.3-1.4c0-1.3.8-2.3 1.7-2.3.8 0 1.2.6 1.2 1.3 0 .8-.5 2-.8 3.1-.2.9.5 1.7 1.4 1.7 1.7 0 3-1.8 3-4.4 0-2.3-1.6-3.9-4-3.9-2.7 0-4.3 2-4.3 4.1 0 .8.3 1.7.7 2.2l.1.4-.3 1c0 .2-.2.3-.4.2-1.2-.6-2-2.4-2-3.8 0-3.1 2.3-6 6.5-6 3.4 0 6.1 2.4 6.1 5.7 0 3.4-2.1 6.1-5.1 6.1-1 0-1.9-.5-2.3-1.1l-.6 2.4c-.2.9-.9 2-1.3 2.7A9 9 0 1 0 12 3Z" />
    </svg>
  );
}
