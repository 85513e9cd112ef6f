import {
  type Asset,
  type AvailabilityWarning,
  availabilityWarnings,
  type Tabs,
} from "@home-designer/core";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDay } from "../../../lib/format-date.ts";
import { useConfigurator } from "../context.ts";
import styles from "./availability.module.css";

/**
 * The availability warnings of options (core's availability.ts, decision 052), measured against
 * the project's installation day at the time the screen is drawn: a warning that falls due while
 * the page is open shows at its next drawing, which is soon enough for a note that refuses nothing.
 */
export function useAvailability(): (asset: Asset | undefined) => AvailabilityWarning[] {
  const { tabs } = useConfigurator();
  return (asset) => warningsOf(asset, tabs);
}

function warningsOf(asset: Asset | undefined, tabs: Tabs): AvailabilityWarning[] {
  return asset?.material ? availabilityWarnings(asset.material, tabs.installation, new Date()) : [];
}

/** A warning as the buyer reads it, in the configurator's language. */
export function useAvailabilityText(): (warning: AvailabilityWarning) => string {
  const { t } = useTranslation("configurator");
  const { lang } = useConfigurator();
  return (warning) => {
    switch (warning.kind) {
      case "late":
        return t("availability.late", {
          count: warning.lead_time_days,
          date: formatDay(warning.installation_date, lang),
        });
      case "ending":
        return t("availability.ending", {
          count: warning.days_left,
          date: formatDay(warning.date, lang),
        });
      case "ended":
        return t("availability.ended", { date: formatDay(warning.date, lang) });
    }
  };
}

/**
 * The warnings of a chosen option: an icon and the text (never a colour alone), read by screen
 * readers as text. Nothing when there is none.
 */
export function AvailabilityNote({
  warnings,
  id,
  className = "",
}: {
  warnings: readonly AvailabilityWarning[];
  id?: string | undefined;
  className?: string;
}) {
  const text = useAvailabilityText();
  if (warnings.length === 0) return null;
  return (
    <p id={id} className={`${styles.note} ${className}`} data-testid="availability-warning">
      <TriangleAlert size={14} aria-hidden="true" />
      <span>{warnings.map(text).join(" ")}</span>
    </p>
  );
}

/** A chosen option's warnings (lazy.tsx loads it when its material says anything). */
export function AssetAvailabilityNote({ asset, id }: { asset: Asset; id?: string | undefined }) {
  return <AvailabilityNote warnings={useAvailability()(asset)} id={id} />;
}

/**
 * The mark on an option's thumbnail whose material warns, and its warnings as text for screen
 * readers in the element `id`, which the option's input names as its description.
 */
export function OptionAvailabilityMark({ asset, id }: { asset: Asset; id: string }) {
  const warnings = useAvailability()(asset);
  const text = useAvailabilityText();
  if (warnings.length === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="availability-badge">
        <TriangleAlert size={12} />
      </span>
      <span id={id} className="sr-only">
        {warnings.map(text).join(" ")}
      </span>
    </>
  );
}
