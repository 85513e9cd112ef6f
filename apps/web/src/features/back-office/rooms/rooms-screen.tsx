import {
  type CompanyGroup,
  type CompanyOption,
  type CompanyPackage,
  type CompanyRoomType,
  type DraftOperation,
  type DraftPartAnswer,
  pages,
  type UiLocale,
} from "@home-designer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link, useSearchParams } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { missingLanguages, textIn } from "../components/translations.ts";
import { useCompanyLanguages } from "../components/use-company-languages.ts";
import { Refusal } from "../draft/refusal.tsx";
import { useDraftChange } from "../draft/use-draft-change.ts";
import type { Editing, Removing } from "./editing.ts";
import { ItemActions } from "./item-actions.tsx";
import { ItemDialog } from "./item-dialog.tsx";
import { inOrder, reordered, reorderOperations } from "./list-order.ts";
import { OptionList } from "./option-list.tsx";
import { ProjectPicker, useProject } from "./project-picker.tsx";
import local from "./rooms.module.css";
import { SortableList } from "./sortable-list.tsx";

/**
 * `/{lang}/admin/rooms?project=…&room_type=…`: a project's room types (the configurator's tabs),
 * the selection groups of the one chosen and their options, in the order buyers see them. Admins
 * change texts per language (a text missing in one of the company's languages is flagged), mark
 * groups hidden and room types whole-apartment, reorder each list by dragging or from the keyboard,
 * and add and remove groups and options; every change is an edit of the draft.
 */
/** What the removal's question says, by what is removed. */
const REMOVE_TEXTS = {
  roomType: { title: "rooms.removeRoomTypeTitle", text: "rooms.removeRoomTypeText" },
  group: { title: "rooms.removeGroupTitle", text: "rooms.removeGroupText" },
  option: { title: "rooms.removeOptionTitle", text: "rooms.removeOptionText" },
} as const;

export function RoomsScreen({ access }: { access: BackOfficeAccess }) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const lang = useLocale();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { projects, list, index: p, project } = useProject(params.get("project"));
  const path = `/projects/${p}/room_types`;
  const roomTypes = useQuery({
    queryKey: backOfficeKeys.part(path),
    queryFn: ({ signal }) => fetchPart(path, signal),
    enabled: p >= 0,
  });
  const packagesPath = `/projects/${p}/packages`;
  const packages = useQuery({
    queryKey: backOfficeKeys.part(packagesPath),
    queryFn: ({ signal }) => fetchPart(packagesPath, signal),
    enabled: p >= 0,
  });
  const { change, refusal, dismiss } = useDraftChange();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const edit = access === "edit";
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });

  const hrefOf = (projectCode: string, roomType?: string) =>
    pages.adminRooms({ lang }, { project: projectCode, room_type: roomType ?? null });

  const all = (roomTypes.data?.value ?? []) as CompanyRoomType[];
  const version = roomTypes.data?.version ?? 0;
  const languages = useCompanyLanguages(
    all.flatMap((roomType) => [
      roomType.label,
      ...roomType.groups.flatMap((group) => [
        group.title,
        group.description,
        ...group.options.map((option) => option.title),
      ]),
    ]),
  );
  const missingOf = (...texts: (Record<string, string | undefined> | undefined)[]) => [
    ...new Set(texts.flatMap((text) => missingLanguages(text, languages))),
  ];
  const missingBadge = (missing: readonly UiLocale[]) =>
    missing.length > 0 ? (
      <span className={`${styles.badge} ${local.missing}`}>
        {t("rooms.missing", { languages: missing.map((l) => names.of(l) ?? l).join(", ") })}
      </span>
    ) : null;

  const shownTypes = inOrder(all);
  const chosen =
    shownTypes.find(({ item }) => item.code === params.get("room_type")) ?? shownTypes[0];
  const groupCodes = new Map(
    all.flatMap((roomType) => roomType.groups.map((group) => [group.code, roomType] as const)),
  );

  /** Shows the list in its new order at once, and saves the move. */
  const move = <T extends { code: string; priority?: number }>(
    listPath: string,
    items: readonly T[],
    from: number,
    to: number,
    put: (next: T[]) => CompanyRoomType[],
  ) => {
    const operations = reorderOperations(listPath, items, from, to);
    if (operations.length === 0 || !roomTypes.data) return;
    queryClient.setQueryData<DraftPartAnswer>(backOfficeKeys.part(path), {
      ...roomTypes.data,
      value: put(reordered(items, from, to)),
    });
    change.mutate({ version, operations });
  };

  /**
   * Removes the room type, group or option, and the packages' choices of it (they get the group's
   * first, or nothing when the group is gone).
   */
  const remove = (what: Removing) => {
    const named = (text: string) => {
      const [group = "", option = ""] = text.split("/");
      if (!what.groups.includes(group)) return false;
      return what.kind !== "option" || option === what.code;
    };
    const unchosen: DraftOperation[] = ((packages.data?.value ?? []) as CompanyPackage[]).flatMap(
      (pkg, k) =>
        pkg.options
          .map((text, i) => ({ text, i }))
          .filter(({ text }) => named(text))
          .reverse()
          .map(({ i }) => ({ op: "remove" as const, path: `${packagesPath}/${k}/options/${i}` })),
    );
    change.mutate(
      {
        version,
        operations: [
          { op: "test", path: `${what.place}/code`, value: what.code },
          { op: "remove", path: what.place },
          ...unchosen,
        ],
      },
      { onSettled: () => setRemoving(null) },
    );
  };

  const body = () => {
    if (projects.isPending || (p >= 0 && roomTypes.isPending))
      return <p role="status">{t("common:loading")}</p>;
    const failed = projects.error ?? roomTypes.error;
    if (failed)
      return (
        <div role="alert" className={styles.refusal}>
          <p>{failed.message}</p>
          <Button
            size="small"
            onClick={() => void (projects.error ? projects.refetch() : roomTypes.refetch())}
          >
            {t("common:retry")}
          </Button>
        </div>
      );
    if (!project) return <p>{t("rooms.noProjects")}</p>;
    const r = chosen?.index ?? -1;
    const roomType = chosen?.item;
    const groupsPath = `${path}/${r}/groups`;
    return (
      <div className={local.columns}>
        <section aria-labelledby="rooms-types" className={local.column}>
          <div className={local.panelHead}>
            <h2 id="rooms-types" className={styles.subTitle}>
              {t("rooms.roomTypes")}
            </h2>
            {edit ? (
              <Button
                size="small"
                onClick={() =>
                  setEditing({
                    kind: "roomType",
                    title: t("rooms.addRoomType"),
                    place: `${path}/${all.length}`,
                    item: null,
                    taken: new Set(all.map((each) => each.code)),
                  })
                }
              >
                <Plus size={16} aria-hidden="true" />
                {t("rooms.addRoomType")}
              </Button>
            ) : null}
          </div>
          <SortableList
            items={shownTypes}
            idOf={({ item }) => item.code}
            nameOf={({ item }) => textIn(item.label, lang, item.code)}
            label={t("rooms.roomTypes")}
            disabled={!edit || change.isPending}
            onMove={(from, to) => move(path, all, from, to, (next) => next)}
          >
            {({ item }) => (
              <div className={local.item}>
                <Link
                  to={hrefOf(project.code, item.code)}
                  className={local.itemLink}
                  aria-current={item.code === roomType?.code ? "true" : undefined}
                >
                  {textIn(item.label, lang, item.code)}
                </Link>
                <span className={local.badges}>
                  {item.whole_apartment ? (
                    <span className={styles.badge}>{t("rooms.wholeApartment")}</span>
                  ) : null}
                  {missingBadge(missingOf(item.label))}
                </span>
              </div>
            )}
          </SortableList>
        </section>
        {roomType ? (
          <section aria-labelledby="rooms-groups" className={local.column}>
            <div className={local.panelHead}>
              <div>
                <h2 id="rooms-groups" className={styles.cardTitle}>
                  {textIn(roomType.label, lang, roomType.code)}
                </h2>
                <p className={styles.muted}>
                  {t("rooms.code")}: <code className={styles.code}>{roomType.code}</code>
                  {roomType.whole_apartment ? ` · ${t("rooms.wholeApartmentLong")}` : ""}
                </p>
              </div>
              <div className={styles.buttonRow}>
                <ItemActions
                  name={textIn(roomType.label, lang, roomType.code)}
                  edit={edit}
                  onOpen={() =>
                    setEditing({
                      kind: "roomType",
                      title: t(edit ? "rooms.editRoomType" : "rooms.showRoomType", {
                        name: textIn(roomType.label, lang, roomType.code),
                      }),
                      place: `${path}/${r}`,
                      item: roomType,
                    })
                  }
                  onRemove={() =>
                    setRemoving({
                      kind: "roomType",
                      name: textIn(roomType.label, lang, roomType.code),
                      place: `${path}/${r}`,
                      code: roomType.code,
                      groups: roomType.groups.map((group) => group.code),
                    })
                  }
                />
              </div>
            </div>
            {missingBadge(missingOf(roomType.label))}
            {roomType.follows && roomType.follows.length > 0 ? (
              <div>
                <h3 className={local.smallHead}>{t("rooms.follows")}</h3>
                <p className={styles.hint}>{t("rooms.followsHint")}</p>
                <ul className={local.follows}>
                  {roomType.follows.map((follow) => {
                    const from = groupCodes.get(follow.group);
                    const group = from?.groups.find((g) => g.code === follow.group);
                    return (
                      <li key={follow.group}>
                        {textIn(group?.title, lang, follow.group)}
                        {from ? ` (${textIn(from.label, lang, from.code)})` : ""}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            <div className={local.panelHead}>
              <h3 className={local.smallHead}>{t("rooms.groups")}</h3>
              {edit ? (
                <Button
                  size="small"
                  onClick={() =>
                    setEditing({
                      kind: "group",
                      title: t("rooms.addGroup"),
                      place: `${groupsPath}/${roomType.groups.length}`,
                      item: null,
                      taken: new Set(groupCodes.keys()),
                    })
                  }
                >
                  <Plus size={16} aria-hidden="true" />
                  {t("rooms.addGroup")}
                </Button>
              ) : null}
            </div>
            <GroupList
              roomType={roomType}
              groupsPath={groupsPath}
              edit={edit}
              busy={change.isPending}
              missingBadge={(group) =>
                missingBadge(
                  missingOf(group.title, group.description, ...group.options.map((o) => o.title)),
                )
              }
              optionBadge={(option) => missingBadge(missingOf(option.title))}
              onMoveGroup={(from, to) =>
                move(groupsPath, roomType.groups, from, to, (groups) =>
                  all.map((each, i) => (i === r ? { ...each, groups } : each)),
                )
              }
              onMoveOption={(g, from, to) =>
                move(
                  `${groupsPath}/${g}/options`,
                  roomType.groups[g]?.options ?? [],
                  from,
                  to,
                  (options) =>
                    all.map((each, i) =>
                      i === r
                        ? {
                            ...each,
                            groups: each.groups.map((group, j) =>
                              j === g ? { ...group, options } : group,
                            ),
                          }
                        : each,
                    ),
                )
              }
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          </section>
        ) : null}
      </div>
    );
  };

  return (
    <AdminPage title={t("rooms.title")} lead={edit ? t("rooms.lead") : t("rooms.readOnlyLead")}>
      <ProjectPicker
        id="rooms-project"
        list={list}
        value={project?.code ?? ""}
        hrefOf={(code) => hrefOf(code)}
      />
      <Refusal refusal={refusal} onDismiss={dismiss} />
      {body()}
      {editing ? (
        <ItemDialog
          key={`${editing.place} ${version}`}
          kind={editing.kind}
          title={editing.title}
          place={editing.place}
          item={editing.item}
          version={version}
          languages={languages}
          readOnly={!edit}
          taken={editing.taken ?? new Set()}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t(REMOVE_TEXTS[removing?.kind ?? "option"].title, { name: removing?.name ?? "" })}
        description={t(REMOVE_TEXTS[removing?.kind ?? "option"].text)}
        confirmLabel={t("rooms.remove")}
        cancelLabel={t("common:cancel")}
        closeLabel={t("common:close")}
        onConfirm={() => removing && remove(removing)}
        busy={change.isPending}
        tone="danger"
      />
    </AdminPage>
  );
}

type GroupListProps = {
  roomType: CompanyRoomType;
  groupsPath: string;
  edit: boolean;
  busy: boolean;
  missingBadge: (group: CompanyGroup) => React.ReactNode;
  optionBadge: (option: CompanyOption) => React.ReactNode;
  onMoveGroup: (from: number, to: number) => void;
  onMoveOption: (group: number, from: number, to: number) => void;
  onEdit: (editing: Editing) => void;
  onRemove: (removing: Removing) => void;
};

/** A room type's groups in order, each opening to its options. */
function GroupList({
  roomType,
  groupsPath,
  edit,
  busy,
  missingBadge,
  optionBadge,
  onMoveGroup,
  onMoveOption,
  onEdit,
  onRemove,
}: GroupListProps) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (code: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  if (roomType.groups.length === 0) return <p className={styles.muted}>{t("rooms.noGroups")}</p>;
  return (
    <SortableList
      items={inOrder(roomType.groups)}
      idOf={({ item }) => item.code}
      nameOf={({ item }) => textIn(item.title, lang, item.code)}
      label={t("rooms.groupsOf", { name: textIn(roomType.label, lang, roomType.code) })}
      disabled={!edit || busy}
      onMove={onMoveGroup}
    >
      {({ item: group, index: g }) => {
        const name = textIn(group.title, lang, group.code);
        const panel = `options-${group.code}`;
        const expanded = open.has(group.code);
        return (
          <div className={local.groupBody}>
            <div className={local.item}>
              <span className={local.itemName}>{name}</span>
              <code className={styles.code}>{group.code}</code>
              <span className={local.badges}>
                {group.hidden ? <span className={styles.badge}>{t("rooms.hidden")}</span> : null}
                <span className={styles.badge}>
                  {t("rooms.optionCount", { count: group.options.length })}
                </span>
                {missingBadge(group)}
              </span>
            </div>
            <div className={styles.buttonRow}>
              <Button
                size="small"
                variant="secondary"
                aria-expanded={expanded}
                aria-controls={panel}
                // The visible word first, then whose: one name, not a screen reader's " : ".
                aria-label={`${t(expanded ? "rooms.hideOptions" : "rooms.showOptions")}: ${name}`}
                onClick={() => toggle(group.code)}
              >
                {t(expanded ? "rooms.hideOptions" : "rooms.showOptions")}
              </Button>
              <ItemActions
                name={name}
                edit={edit}
                onOpen={() =>
                  onEdit({
                    kind: "group",
                    title: t(edit ? "rooms.editGroup" : "rooms.showGroup", { name }),
                    place: `${groupsPath}/${g}`,
                    item: group,
                  })
                }
                onRemove={() =>
                  onRemove({
                    kind: "group",
                    name,
                    place: `${groupsPath}/${g}`,
                    code: group.code,
                    groups: [group.code],
                  })
                }
              />
            </div>
            {expanded ? (
              <div id={panel}>
                <OptionList
                  group={group}
                  optionsPath={`${groupsPath}/${g}/options`}
                  edit={edit}
                  busy={busy}
                  badge={optionBadge}
                  onMove={(from, to) => onMoveOption(g, from, to)}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              </div>
            ) : null}
          </div>
        );
      }}
    </SortableList>
  );
}
