import { pickLabel } from "@home-designer/core";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { configuratorQueries } from "../api/queries.ts";
import { useConfigurator } from "../context.ts";
import {
  availableSymbolTabs,
  type SymbolGroup,
  type SymbolTab,
  symbolTabs,
} from "./symbol-legends.ts";
import styles from "./symbols-panel.module.css";

type SymbolsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab of the plan being looked at. */
  initialTab: SymbolTab;
};

/**
 * The layout symbols panel: tabs Apartment, Kitchen and Electric; the Apartment tab has a sub-tab
 * per group of rooms. Symbols come from the company's legends, by priority, named in the
 * interface language (then English, then Estonian).
 */
export function SymbolsPanel({ open, onOpenChange, initialTab }: SymbolsPanelProps) {
  const { t } = useTranslation(["panels", "common"]);
  const { companyId } = useConfigurator();
  const legends = useQuery(configuratorQueries.legends(companyId));
  const grouped = useMemo(() => symbolTabs(legends.data ?? []), [legends.data]);
  const available = availableSymbolTabs(grouped);
  const [tab, setTab] = useState<string>(initialTab);
  const current = available.includes(tab as SymbolTab) ? tab : (available[0] ?? initialTab);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t("panels:symbols.title")}
      closeLabel={t("common:close")}
    >
      {legends.isPending ? (
        <div className={styles.state} role="status">
          <Spinner size="small" />
        </div>
      ) : available.length === 0 ? (
        <p className={styles.state}>{t("panels:symbols.none")}</p>
      ) : (
        <Tabs.Root value={current} onValueChange={setTab} className={styles.tabs}>
          <Tabs.List className={styles.list} aria-label={t("panels:symbols.tabs")}>
            {available.map((key) => (
              <Tabs.Trigger key={key} value={key} className={styles.trigger}>
                {t(`panels:symbols.${key}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {available.includes("apartment") ? (
            <Tabs.Content value="apartment" className={styles.content}>
              <ApartmentSymbols groups={grouped.apartment} general={grouped.general} />
            </Tabs.Content>
          ) : null}
          {grouped.kitchen ? (
            <Tabs.Content value="kitchen" className={styles.content}>
              <SymbolList group={grouped.kitchen} />
            </Tabs.Content>
          ) : null}
          {grouped.electric ? (
            <Tabs.Content value="electric" className={styles.content}>
              <SymbolList group={grouped.electric} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </Sheet>
  );
}

function ApartmentSymbols({
  groups,
  general,
}: {
  groups: SymbolGroup[];
  general: SymbolGroup | null;
}) {
  const { t } = useTranslation("panels");
  const { lang } = useConfigurator();
  const first = groups[0];
  return (
    <>
      {first ? (
        <Tabs.Root defaultValue={first.key} className={styles.subTabs}>
          <Tabs.List className={styles.subList} aria-label={t("symbols.groups")}>
            {groups.map((group) => (
              <Tabs.Trigger key={group.key} value={group.key} className={styles.subTrigger}>
                {pickLabel(group.name, lang)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {groups.map((group) => (
            <Tabs.Content key={group.key} value={group.key} className={styles.subContent}>
              <SymbolList group={group} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
      {general ? (
        <section className={styles.general} aria-labelledby="symbols-general">
          <h3 id="symbols-general" className={styles.heading}>
            {t("symbols.general")}
          </h3>
          <SymbolList group={general} />
        </section>
      ) : null}
    </>
  );
}

function SymbolList({ group }: { group: SymbolGroup }) {
  const { lang } = useConfigurator();
  return (
    <ul className={styles.items}>
      {group.items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.icon}>
            {item.icon ? (
              <img src={item.icon} alt="" width={36} height={36} loading="lazy" decoding="async" />
            ) : null}
          </span>
          <span className={styles.name}>{pickLabel(item.name, lang)}</span>
        </li>
      ))}
    </ul>
  );
}
