import type { CompanyGroup, CompanyOption } from "@home-designer/core";
import { Plus } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "../back-office.module.css";
import { pageCount } from "../components/pagination-pages.ts";
import { textIn } from "../components/translations.ts";
import type { Editing, Removing } from "./editing.ts";
import { ItemActions } from "./item-actions.tsx";
import { inOrder } from "./list-order.ts";
import { MoveToPlace } from "./move-to-place.tsx";
import local from "./rooms.module.css";
import { SortableList } from "./sortable-list.tsx";

/** Options one page of a group shows: a group may hold hundreds. */
export const OPTIONS_PER_PAGE = 25;

type OptionListProps = {
  group: CompanyGroup;
  optionsPath: string;
  edit: boolean;
  busy: boolean;
  badge: (option: CompanyOption) => ReactNode;
  /** Places in the whole list, not the page. */
  onMove: (from: number, to: number) => void;
  onEdit: (editing: Editing) => void;
  onRemove: (removing: Removing) => void;
};

/**
 * A group's options in order, a page at a time. The order is changed within a page by dragging or
 * the arrow keys, and, when there are pages, to any place by its number ("Move to a place"): the
 * list then shows the option's new page, focus on it, and says where it went.
 */
export function OptionList({
  group,
  optionsPath,
  edit,
  busy,
  badge,
  onMove,
  onEdit,
  onRemove,
}: OptionListProps) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const [page, setPage] = useState(1);
  const shown = inOrder(group.options);
  const pages = pageCount(shown.length, OPTIONS_PER_PAGE);
  const current = Math.min(page, pages);
  const start = (current - 1) * OPTIONS_PER_PAGE;
  const groupName = textIn(group.title, lang, group.code);
  const list = useRef<HTMLDivElement>(null);
  const [moving, setMoving] = useState<{ code: string; name: string; place: number } | null>(null);
  const [said, setSaid] = useState("");
  /** The "move to a place" button of an option, wherever its page put it. */
  const moveButtonOf = (code: string) =>
    [...(list.current?.querySelectorAll<HTMLElement>("[data-move]") ?? [])].find(
      (button) => button.dataset.move === code,
    ) ?? null;
  return (
    <div className={local.options} ref={list}>
      <SortableList
        items={shown.slice(start, start + OPTIONS_PER_PAGE)}
        idOf={({ item }) => item.code}
        nameOf={({ item }) => textIn(item.title, lang, item.code)}
        label={t("rooms.optionsOf", { name: groupName })}
        disabled={!edit || busy}
        onMove={(from, to) => onMove(start + from, start + to)}
      >
        {({ item: option, index }, at) => {
          const name = textIn(option.title, lang, option.code);
          return (
            <div className={local.optionRow}>
              <div className={local.item}>
                <span className={local.itemName}>{name}</span>
                <code className={styles.code}>{option.code}</code>
                {option.material ? (
                  <span className={styles.muted}>
                    {t("rooms.material")}: <code className={styles.code}>{option.material}</code>
                  </span>
                ) : null}
                <span className={local.badges}>{badge(option)}</span>
              </div>
              <div className={styles.buttonRow}>
                {edit && pages > 1 ? (
                  <Button
                    size="small"
                    variant="ghost"
                    data-move={option.code}
                    aria-label={t("order.moveOf", { name })}
                    disabled={busy}
                    onClick={() => setMoving({ code: option.code, name, place: start + at + 1 })}
                  >
                    {t("order.moveShort")}
                  </Button>
                ) : null}
                <ItemActions
                  name={name}
                  edit={edit}
                  onOpen={() =>
                    onEdit({
                      kind: "option",
                      title: t(edit ? "rooms.editOption" : "rooms.showOption", { name }),
                      place: `${optionsPath}/${index}`,
                      item: option,
                    })
                  }
                  onRemove={() =>
                    onRemove({
                      kind: "option",
                      name,
                      place: `${optionsPath}/${index}`,
                      code: option.code,
                      groups: [group.code],
                    })
                  }
                />
              </div>
            </div>
          );
        }}
      </SortableList>
      <p role="status" className="sr-only">
        {said}
      </p>
      {moving ? (
        <MoveToPlace
          name={moving.name}
          place={moving.place}
          count={shown.length}
          onMove={(place) => {
            onMove(moving.place - 1, place - 1);
            setPage(Math.ceil(place / OPTIONS_PER_PAGE));
            setSaid(t("order.moved", { name: moving.name, place, count: shown.length }));
          }}
          onClose={() => setMoving(null)}
          focusOnClose={() => moveButtonOf(moving.code)}
        />
      ) : null}
      <div className={local.panelHead}>
        {pages > 1 ? (
          <nav aria-label={t("rooms.optionPages", { name: groupName })} className={local.pager}>
            <Button
              size="small"
              variant="secondary"
              disabled={current <= 1}
              onClick={() => setPage(current - 1)}
            >
              {t("pagination.previous")}
            </Button>
            <span aria-live="polite">
              {t("rooms.optionPage", { page: current, count: pages, total: shown.length })}
            </span>
            <Button
              size="small"
              variant="secondary"
              disabled={current >= pages}
              onClick={() => setPage(current + 1)}
            >
              {t("pagination.next")}
            </Button>
          </nav>
        ) : (
          <span />
        )}
        {edit ? (
          <Button
            size="small"
            onClick={() =>
              onEdit({
                kind: "option",
                title: t("rooms.addOptionTo", { name: groupName }),
                place: `${optionsPath}/${group.options.length}`,
                item: null,
                taken: new Set(group.options.map((option) => option.code)),
              })
            }
          >
            <Plus size={16} aria-hidden="true" />
            {t("rooms.addOption")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
