import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";

type ItemActionsProps = {
  /** The item's name as shown, for the buttons' names ("Edit Floor", "Remove Floor"). */
  name: string;
  /** Admins edit and remove; designers only open the form to read it. */
  edit: boolean;
  onOpen: () => void;
  onRemove: () => void;
};

/** A room type's, group's or option's buttons: its form (to edit or read), and its removal. */
export function ItemActions({ name, edit, onOpen, onRemove }: ItemActionsProps) {
  const { t } = useTranslation("admin");
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={t(edit ? "rooms.editOf" : "rooms.showOf", { name })}
        onClick={onOpen}
      >
        {edit ? t("rooms.edit") : t("rooms.show")}
      </Button>
      {edit ? (
        <Button
          size="small"
          variant="ghost"
          aria-label={t("rooms.removeOf", { name })}
          onClick={onRemove}
        >
          {t("rooms.remove")}
        </Button>
      ) : null}
    </>
  );
}
