import { Share2 } from "lucide-react";
import { Suspense, useState } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../../i18n/index.ts";

const loadShareMenu = () => import("./share-menu.tsx");
const ShareMenu = lazyPart(() => loadShareMenu().then((m) => m.ShareMenu));

export type ShareButtonProps = { variant?: ButtonVariant; className?: string };

/**
 * The share button. The menu behind it (copy link, Facebook, Pinterest, the share sheet) loads
 * when the buyer reaches for the button, and opens once loaded, so the screens load without it.
 */
export function ShareButton({ variant = "secondary", className }: ShareButtonProps) {
  const { t } = useTranslation("configurator");
  const [wanted, setWanted] = useState(false);
  const content = (
    <>
      <Share2 size={16} aria-hidden="true" />
      {t("design.share")}
    </>
  );
  const button = (
    <Button
      variant={variant}
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadShareMenu()}
      onFocus={() => void loadShareMenu()}
      onClick={() => setWanted(true)}
    >
      {content}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu variant={variant} className={className} whileFailed={button}>
        {content}
      </ShareMenu>
    </Suspense>
  );
}
