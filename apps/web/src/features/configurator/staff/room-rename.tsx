import type { Room } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { Check, Pencil, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { configuratorQueries } from "../api/queries.ts";
import { useConfigurator } from "../context.ts";
import styles from "./room-rename.module.css";
import { staffApi } from "./staff-api.ts";

type RoomRenameProps = {
  room: Room;
  label: string;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
};

/**
 * Staff rename a room of the layout (configurator spec sections 4, 7 and 8): the new name applies
 * in every language. Success says so neutrally and the rooms are read again; a failure shows the
 * server's message, and nothing when it gave none.
 */
export function RoomRename({ room, label, editing, onEditingChange }: RoomRenameProps) {
  const { t } = useTranslation("staff");
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back on the button that opened the editor once it closes, so the keyboard stays in place.
  useEffect(() => {
    if (!editing && wasEditing.current) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return <RenameForm room={room} label={label} onClose={() => onEditingChange(false)} />;
  }
  return (
    <button
      ref={opener}
      type="button"
      className={styles.open}
      title={t("rename.open")}
      aria-label={`${t("rename.open")}: ${label}`}
      onClick={() => onEditingChange(true)}
    >
      <Pencil size={16} aria-hidden="true" />
    </button>
  );
}

function RenameForm({ room, label, onClose }: { room: Room; label: string; onClose: () => void }) {
  const { t } = useTranslation("staff");
  const { project, layoutId, companyId } = useConfigurator();
  const queryClient = useQueryClient();
  const [name, setName] = useState(label);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const trimmed = name.trim();
  const canSave = trimmed.length > 0 && trimmed !== label && !busy;

  const save = async () => {
    setBusy(true);
    try {
      const answer = await staffApi.renameRoom(room.id, trimmed, layoutId);
      const { queryKey } = configuratorQueries.tabs(project, layoutId, companyId);
      // The new name shows at once; the rooms are then read again as the server has them.
      queryClient.setQueryData(queryKey, (tabs) =>
        tabs
          ? { ...tabs, rooms: tabs.rooms.map((r) => (r.id === answer.room.id ? answer.room : r)) }
          : tabs,
      );
      void queryClient.invalidateQueries({ queryKey });
      toast.message(answer.message || t("rename.done"));
      onClose();
    } catch (error) {
      // A 401 has been reported already; an answer without the server's message says nothing.
      // Without a network the name typed stays in the field and the rename is offered again.
      if (isNetworkFailure(error)) {
        showFailure(error, { retry: () => void save(), key: "room-rename" });
      } else if (error instanceof ApiRequestError && error.status !== 401 && error.fromServer) {
        toast.error(error.message);
      }
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      // Named, so its Save is told apart from the package's Save on the same screen.
      aria-label={t("rename.open")}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void save();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t("rename.label")}
      </label>
      <input
        ref={input}
        id={id}
        className={styles.input}
        value={name}
        autoComplete="off"
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setName(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t("rename.hint")}
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" size="small" disabled={!canSave}>
          <Check size={16} aria-hidden="true" />
          {t("rename.save")}
        </Button>
        <Button variant="ghost" size="small" onClick={onClose} disabled={busy}>
          <X size={16} aria-hidden="true" />
          {t("rename.cancel")}
        </Button>
      </div>
    </form>
  );
}
