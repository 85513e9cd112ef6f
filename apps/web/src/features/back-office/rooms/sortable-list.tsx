import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "./rooms.module.css";

type SortableListProps<T> = {
  items: readonly T[];
  /** A stable key of an item (its code). */
  idOf: (item: T) => string;
  /** How the item is named to a screen reader: "Kitchen". */
  nameOf: (item: T) => string;
  /** What the list is: "Room types", for its name and the announcements. */
  label: string;
  /** The person moved the item shown at `from` to the place `to`. */
  onMove: (from: number, to: number) => void;
  /** Read-only, or a move being saved: no handles. */
  disabled: boolean;
  children: (item: T, index: number) => ReactNode;
};

/**
 * A list whose order is changed by dragging an item's handle, or from the keyboard: Space or
 * Enter on the handle picks the item up, the arrow keys move it, Space or Enter puts it down and
 * Escape puts it back (dnd-kit's keyboard sensor). Every step is announced in the page's language.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  label,
  onMove,
  disabled,
  children,
}: SortableListProps<T>) {
  const { t } = useTranslation("admin");
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const placeOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const nameAt = (id: UniqueIdentifier) => {
    const item = items[placeOf(id)];
    return item === undefined ? String(id) : nameOf(item);
  };
  const place = (id: UniqueIdentifier | undefined) => ({
    place: placeOf(id) + 1,
    count: ids.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("order.picked", { name: nameAt(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("order.over", { name: nameAt(active.id), ...place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("order.dropped", { name: nameAt(active.id), ...place(over.id) })
        : t("order.cancelled", { name: nameAt(active.id) }),
    onDragCancel: ({ active }) => t("order.cancelled", { name: nameAt(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = placeOf(active.id);
    const to = placeOf(over?.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("order.instructions") },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] ?? ""}
              name={nameOf(item)}
              disabled={disabled}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: string;
  name: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-sortable-row=""
      className={`${styles.row} ${isDragging ? styles.dragging : ""}`}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      {disabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t("order.handle", { name })}
        >
          <GripVertical size={18} aria-hidden="true" />
        </button>
      )}
      <div className={styles.rowBody}>{children}</div>
    </li>
  );
}
