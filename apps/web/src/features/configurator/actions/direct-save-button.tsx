import { useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button.tsx";
import { showFailure } from "../../../lib/failure.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import { useRoomNavigationLock } from "../room/room-navigation.ts";

const loadSave = () => import("./save-package.ts");

/**
 * "Save" on a package the person may change in place: the changes go into it at once, without a
 * dialog (spec section 4). The saving code loads with the first press.
 */
export function DirectSaveButton({
  variant,
  className,
  children,
}: {
  variant: ButtonVariant;
  className?: string;
  children: ReactNode;
}) {
  const state = useConfigurator();
  const design = useDesign();
  const queryClient = useQueryClient();
  const saving = useRoomNavigationLock((s) => s.packageSaving);

  const save = async (): Promise<void> => {
    let savePackage: Awaited<ReturnType<typeof loadSave>>["savePackage"];
    try {
      ({ savePackage } = await loadSave());
    } catch (error) {
      // The saving code itself could not be fetched (offline): said and offered again.
      showFailure(error, { retry: () => void save(), whenOnline: true, key: "save-package" });
      return;
    }
    await savePackage({ state, choices: design.choices, queryClient });
  };

  return (
    <Button
      variant={variant}
      className={className}
      disabled={!design.complete}
      // While saving it says so but keeps focus: a disabled button would drop it to the page.
      aria-disabled={saving || undefined}
      aria-busy={saving || undefined}
      onPointerEnter={() => void loadSave()}
      onClick={() => {
        // A failure has been shown to the buyer by the save itself.
        if (!saving) save().catch(() => undefined);
      }}
    >
      <Save size={16} aria-hidden="true" />
      {children}
    </Button>
  );
}
