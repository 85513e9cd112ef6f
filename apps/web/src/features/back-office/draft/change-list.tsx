import type { ImportEntry } from "@home-designer/core";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { ACTION_ORDER, groupChanges, KIND_ORDER, type KnownKind } from "./change-groups.ts";

/**
 * Changes (of the draft, an import's dry run or a history event) by kind: a heading per kind with
 * its counts, then each thing's code, what happened or happens to it (a past participle, which
 * reads right for a draft, a dry run and the history alike) and the fields that change, in words.
 */
export function ChangeList({ entries }: { entries: readonly ImportEntry[] }) {
  const { t } = useTranslation("admin");
  // A kind the server has and this list does not yet is shown as the server names it.
  const kindName = (kind: string) =>
    (KIND_ORDER as readonly string[]).includes(kind) ? t(`kinds.${kind as KnownKind}`) : kind;
  // A field in words (company.json's `desc_short` is "Name"); one without words, by its name.
  const fieldName = (field: string) => {
    const key = `changes.fields.${field}`;
    const words = t(key as "changes.fields.name");
    return words === key ? field : words;
  };
  if (entries.length === 0) return <p className={styles.muted}>{t("changes.none")}</p>;
  return (
    <div className={styles.changeList}>
      {groupChanges(entries).map((group) => (
        <section key={group.kind} className={styles.changeGroup}>
          <h3 className={styles.changeKind}>
            {kindName(group.kind)}{" "}
            <span className={styles.muted}>
              (
              {ACTION_ORDER.flatMap((action) => {
                const count = group.counts[action];
                return count ? [t(`changes.count.${action}`, { count })] : [];
              }).join(", ")}
              )
            </span>
          </h3>
          <ul>
            {group.entries.map((entry) => (
              <li key={`${entry.action} ${entry.code}`}>
                <code className={styles.code}>{entry.code}</code>{" "}
                <span className={styles[entry.action]}>{t(`changes.action.${entry.action}`)}</span>
                {entry.fields.length > 0 ? (
                  <span className={styles.muted}>: {entry.fields.map(fieldName).join(", ")}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
