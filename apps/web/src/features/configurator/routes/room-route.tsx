import { pages } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, useMemo } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { LoadingView } from "../../../components/ui/loading-view.tsx";
import { MessageView } from "../../../components/ui/message-view.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { isNotFound } from "../../../lib/api.ts";
import { FirstPaintDone } from "../../../lib/first-paint.ts";
import { Navigate, useParams } from "../../../lib/navigation.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { DESKTOP_QUERY, useIsDesktop } from "../../../lib/use-media-query.ts";
import { configuratorQueries } from "../api/queries.ts";
import { ConfirmedNoticeSlot } from "../components/confirmed-notice-slot.tsx";
import { DeadlineNoteSlot } from "../components/deadline-note-slot.tsx";
import { RoomFooterSlot } from "../components/room-footer-slot.tsx";
import { RoomPicture } from "../components/room-picture.tsx";
import { ROOM_STAGE_ID, RoomStage } from "../components/room-stage.tsx";
import { SelectionGroupList } from "../components/selection-group-list.tsx";
import { useConfigurator } from "../context.ts";
import { roomLabel, roomNumbers } from "../room/labels.ts";
import { useRoomPanel } from "../room/room-panel.ts";
import { useRoomSelection } from "../room/use-room-selection.ts";
import { useScrollTarget } from "../room/use-scroll-target.ts";
import { pictureLayers } from "../selection/engine.ts";
import { RoomHeading } from "../staff/room-heading.tsx";
import styles from "./room-route.module.css";

// Phones' group rows: their own small chunk, so that desktop's first load does not carry them.
// A phone asks for it with this module, not once the room's groups have arrived.
const loadGroupRows = () =>
  import("../components/selection-group-rows.tsx").then((m) => m.SelectionGroupRows);
const SelectionGroupRows = lazyPart(loadGroupRows, { inline: true });
if (!window.matchMedia(DESKTOP_QUERY).matches) {
  // A failure shows where the rows go, when the screen renders them.
  loadGroupRows().catch(() => {});
}

/** `/{lang}/{packageId}/{room}`: the room picture and the room's selection groups. */
export function Component({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(["configurator", "common"]);
  const { room: slug } = useParams();
  const { rooms, project, layoutId, activePackage, selectedUser, lang } = useConfigurator();
  const room = rooms.find((r) => r.slug === slug);

  const groups = useQuery({
    ...configuratorQueries.roomGroups(
      project,
      room?.id ?? 0,
      layoutId,
      activePackage ?? null,
      selectedUser,
    ),
    enabled: room !== undefined,
  });
  // Every room's groups load together in the layout (design/design-provider.tsx); this reads the same cache.
  const { choices, targets, layoutGroups, choose, modified, ready, readOnly } = useRoomSelection(
    room,
    groups.data,
  );
  const targetGroupId = useScrollTarget(ready);
  const label = room ? roomLabel(room, lang) : "";
  useDocumentTitle(label || null);
  // Built again only when the choices change: the address bar following a change re-renders this
  // route, and the picture and the groups need not be drawn twice for one click.
  const pictureAlt = t("configurator:pictureAlt", { room: label });
  const layers = useMemo(
    () => (room ? pictureLayers(room, layoutGroups, choices) : []),
    [room, layoutGroups, choices],
  );
  // The note that pictures are illustrative goes with a picture, not with the room's name.
  const pictured = layers.length > 0;
  const picture = useMemo(
    () =>
      room && groups.data ? <RoomPicture layers={layers} label={pictureAlt} name={label} /> : null,
    [room, groups.data, layers, pictureAlt, label],
  );
  // Phones list the groups as rows that open each group over the page, under the picture. The
  // page's first paint goes once the groups are on screen (a phone's rows are a chunk of their own).
  const isDesktop = useIsDesktop();
  const panel = useRoomPanel(slug ?? "");
  const groupList = useMemo(() => {
    if (!groups.data) return null;
    const props = { groups: groups.data, choices, targets, onChoose: choose, readOnly, pictured };
    if (isDesktop) {
      return (
        <>
          <SelectionGroupList {...props} />
          <FirstPaintDone />
        </>
      );
    }
    return (
      <Suspense fallback={null}>
        <SelectionGroupRows {...props} openGroupId={targetGroupId} />
        <FirstPaintDone />
      </Suspense>
    );
  }, [groups.data, choices, targets, choose, readOnly, pictured, isDesktop, targetGroupId]);
  // What reads only the layout's context: made once, so that a choice does not draw it again.
  const footer = useMemo(() => <RoomFooterSlot />, []);
  const confirmedNotice = useMemo(() => <ConfirmedNoticeSlot />, []);
  const deadlineNote = useMemo(() => <DeadlineNoteSlot className={styles.deadline} />, []);

  if (!room) return <Navigate to={pages.notFound({ lang })} replace />;

  if (groups.error) {
    if (isNotFound(groups.error)) return <Navigate to={pages.notFound({ lang })} replace />;
    return (
      <MessageView
        main
        alert
        title={t("common:errors.loadTitle")}
        text={groups.error.message}
        action={
          <Button variant="primary" onClick={() => void groups.refetch()}>
            {t("common:retry")}
          </Button>
        }
      />
    );
  }

  if (!groups.data || !ready) return <LoadingView label={t("configurator:loadingRoom")} />;

  const numbers = roomNumbers(room);
  return (
    <main id="main" className={styles.main}>
      <div {...panel} className={styles.room}>
        <div id={ROOM_STAGE_ID} className={styles.stage}>
          <RoomStage>{picture}</RoomStage>
        </div>
        <aside className={styles.panel} aria-labelledby="room-title">
          <div className={styles.panelHeader}>
            <RoomHeading room={room} label={label} className={styles.title} />
            <p className={styles.meta}>
              {numbers ? <span>{t("configurator:roomNumbers", { numbers })}</span> : null}
              {modified ? (
                <span className={styles.modified}>{t("configurator:modified")}</span>
              ) : null}
            </p>
          </div>
          {confirmedNotice}
          {deadlineNote}
          {groupList}
          {footer}
        </aside>
      </div>
      {children}
    </main>
  );
}
