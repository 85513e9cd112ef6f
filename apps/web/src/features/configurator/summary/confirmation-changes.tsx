import { type ConfirmationVersion, pickLabel } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/index.ts";
import { call } from "../../../lib/api.ts";
import { useEuro } from "../../../lib/company.ts";
import { formatMoment } from "../../../lib/format-date.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { configuratorKeys } from "../api/keys.ts";
import { useConfigurator } from "../context.ts";
import styles from "./confirmation-changes.module.css";
import { signedAmount } from "./summary-lines.ts";

type Changes = NonNullable<ConfirmationVersion["changes"]>;
type ConfirmedOption = Changes["rooms"][number]["changes"][number]["before"];

/**
 * The layout's confirmation versions, and the one of record when it is the open package's (the
 * versions are the layout's: they are this package's when it is the one confirmed).
 */
function useCurrentVersion() {
  const { layoutId, activePackage } = useConfigurator();
  const token = usePrimaryStore((s) => s.token);
  const { data } = useQuery({
    queryKey: configuratorKeys.confirmations(layoutId, token),
    queryFn: ({ signal }) =>
      call("GET /layouts/:layoutId/confirmations", { params: { layoutId }, signal }),
  });
  const current = data?.versions.find((v) => v.status === "current");
  return {
    versions: data?.versions ?? [],
    current: current && current.package_id === activePackage?.id ? current : null,
  };
}

/**
 * Who signed the confirmed package's version with an electronic identity, and when (decision
 * 048), as its PDF of record prints it. Nothing for an unsigned version, or while it loads.
 */
export function ConfirmationSignature({ className }: { className?: string }) {
  const { t } = useTranslation("summary");
  const { lang } = useConfigurator();
  const { current } = useCurrentVersion();
  if (!current?.signature) return null;
  return (
    <span className={className}>
      {t("signedBy", {
        name: current.signature.name,
        date: formatMoment(current.signature.signed_at, lang),
      })}
    </span>
  );
}

/**
 * What the confirmed package's version changed against the one before it (decision 046), as its
 * PDF of record prints it: per room, each changed group's option before and after with the price
 * difference, and the total's difference. Nothing for a first version, or while it loads.
 */
export function ConfirmationChanges() {
  const { t } = useTranslation("summary");
  const euro = useEuro();
  const { lang } = useConfigurator();
  const { versions, current } = useCurrentVersion();
  if (!current?.changes) return null;
  const previous =
    versions.find((v) => v.version < current.version)?.version ?? current.version - 1;
  const { rooms, totalDeltaCents } = current.changes;

  const option = (value: ConfirmedOption) =>
    value ? (
      <span className={styles.option}>{pickLabel(value.name, lang)}</span>
    ) : (
      <span className={styles.option}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("changes.nothing")}</span>
      </span>
    );

  return (
    <section className={styles.changes} aria-labelledby="summary-changes-title">
      <h2 id="summary-changes-title" className={styles.title}>
        {t("changes.title", { version: previous })}
      </h2>
      {rooms.length === 0 ? <p className={styles.none}>{t("changes.none")}</p> : null}
      {rooms.map((room) => {
        const label = pickLabel(room.label, lang);
        const numbers = room.numbers.filter((n) => n.trim()).join(", ");
        return (
          <div key={room.roomId} className={styles.room}>
            <h3 className={styles.roomTitle}>{numbers ? `${label} (${numbers})` : label}</h3>
            <dl className={styles.list}>
              {room.changes.map((change) => (
                <div key={change.groupId} className={styles.change}>
                  <dt className={styles.group}>{pickLabel(change.groupTitle, lang)}</dt>
                  <dd className={styles.options}>
                    {option(change.before)}{" "}
                    <span aria-hidden="true" className={styles.arrow}>
                      →
                    </span>
                    <span className="sr-only">, {t("changes.now")}</span> {option(change.after)}
                  </dd>
                  <dd className={styles.delta} data-summary="change">
                    {signedAmount(change.deltaCents, euro)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      <p className={styles.total}>
        <span>{t("changes.total")}</span>
        <strong data-summary="change-total">{signedAmount(totalDeltaCents, euro)}</strong>
      </p>
    </section>
  );
}
