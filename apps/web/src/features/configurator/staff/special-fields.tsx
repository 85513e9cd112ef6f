import { type Asset, parseTypedPrice, type SelectionGroup } from "@home-designer/core";
import { FileText, ImageIcon, Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FilePicker } from "../../../components/ui/file-picker.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { isNetworkFailure, showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { contentLocale } from "../actions/payload.ts";
import { useConfigurator } from "../context.ts";
import styles from "./special.module.css";
import {
  fallbackText,
  fieldTexts,
  filesForm,
  needsSave,
  savedText,
  specialTotals,
  specialVatRate,
  uploadFailureMessage,
  withSavedField,
} from "./special-form.ts";
import { type SpecialField, type SpecialFile, staffApi } from "./staff-api.ts";

type SpecialFieldsProps = {
  special: Asset;
  group: SelectionGroup;
  /** Puts the server's answer into the loaded room. */
  onChange: (id: number, change: (asset: Asset) => Asset) => void;
};

/** What the file picker offers: the types the server takes (it checks the content itself). */
const ACCEPTED = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/**
 * The special solution's fields. Each is saved when it is left, and only when it changed since
 * it was entered (spec section 5); a failed save is silent (spec section 8) but the field stays
 * marked as not saved and is tried again when it is left next. Prices are typed as text and sent
 * as typed; the total follows what is typed. Files are uploaded as soon as they are picked.
 */
export function SpecialFields({ special, group, onChange }: SpecialFieldsProps) {
  const { t } = useTranslation("staff");
  const euro = useEuro();
  const { lang, rooms, vatRate } = useConfigurator();
  const locale = contentLocale(lang);
  const [texts, setTexts] = useState(() => fieldTexts(special, locale));
  // What is typed now: a save tried again sends that, not what was typed when it failed.
  const latest = useRef(texts);
  latest.current = texts;
  const saved = useRef(fieldTexts(special, locale));
  const entered = useRef(fieldTexts(special, locale));
  // The text of each field's save still on its way: leaving the field again does not resend it.
  const inFlight = useRef<Partial<Record<SpecialField, string>>>({});
  // The text of each field's last save the server accepted, as typed: the answer may come before
  // the field shows its saved form, and leaving it then does not send the same text again.
  const accepted = useRef<Partial<Record<SpecialField, string>>>({});
  const [failed, setFailed] = useState<ReadonlySet<SpecialField>>(() => new Set());
  const id = useId();
  const rate = specialVatRate(
    rooms.find((room) => room.id === group.roomId),
    vatRate,
  );
  const totals = specialTotals(special, texts.unit_price, texts.install_price, rate);

  const mark = (field: SpecialField, notSaved: boolean) =>
    setFailed((current) => {
      if (current.has(field) === notSaved) return current;
      const next = new Set(current);
      if (notSaved) next.add(field);
      else next.delete(field);
      return next;
    });

  const save = async (field: SpecialField, value: string) => {
    const state = {
      value,
      focus: entered.current[field],
      saved: saved.current[field],
      sending: inFlight.current[field],
      accepted: accepted.current[field],
    };
    if (!needsSave(state)) return;
    inFlight.current[field] = value;
    try {
      const answer = await staffApi.updateSpecial(special.id, field, value, locale);
      const text = savedText(field, answer.asset, locale);
      saved.current[field] = text;
      accepted.current[field] = value;
      onChange(special.id, (asset) => withSavedField(asset, answer.asset, field));
      // Shown as saved ("1 234,50"), unless it has been typed in again meanwhile.
      setTexts((current) => (current[field] === value ? { ...current, [field]: text } : current));
      mark(field, false);
      toast.success(t("special.saved"));
    } catch (error) {
      mark(field, true);
      // A refusal stays silent (spec section 8) beside the field's "not saved"; without a
      // network the save is offered again, and made once the browser is back online.
      if (isNetworkFailure(error)) {
        showFailure(error, {
          retry: () => void save(field, latest.current[field]),
          whenOnline: true,
          key: `special-${special.id}-${field}`,
        });
      }
    } finally {
      if (inFlight.current[field] === value) delete inFlight.current[field];
    }
  };

  const bind = (field: SpecialField) => ({
    id: `${id}-${field}`,
    value: texts[field],
    onFocus: () => {
      entered.current[field] = texts[field];
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setTexts((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => void save(field, texts[field]),
    "aria-invalid":
      failed.has(field) ||
      ((field === "unit_price" || field === "install_price") &&
        parseTypedPrice(texts[field]) === null) ||
      undefined,
    "aria-describedby": failed.has(field) ? `${id}-${field}-status` : undefined,
  });

  const notSaved = (field: SpecialField) =>
    failed.has(field) ? (
      <p id={`${id}-${field}-status`} className={styles.fieldError}>
        {t("special.notSaved")}
      </p>
    ) : null;

  const priceField = (field: "unit_price" | "install_price", label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`} className={styles.label}>
        {label} <span className={styles.labelNote}>{t("special.withoutVat")}</span>
      </label>
      <div className={styles.money}>
        <input
          {...bind(field)}
          className={`${styles.input} ${styles.moneyInput}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t("special.pricePlaceholder")}
        />
        <span className={styles.currency} aria-hidden="true">
          €
        </span>
      </div>
      {parseTypedPrice(texts[field]) === null ? (
        <p className={styles.fieldHint}>{t("special.priceInvalid")}</p>
      ) : null}
      {notSaved(field)}
    </div>
  );

  const percent =
    rate === null
      ? ""
      : new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 2 }).format(rate);

  return (
    <div className={styles.form}>
      <div className={styles.field}>
        <label htmlFor={`${id}-label`} className={styles.label}>
          {t("special.label")}
        </label>
        <input
          {...bind("label")}
          className={styles.input}
          maxLength={200}
          autoComplete="off"
          placeholder={fallbackText(special.label, locale, lang) ?? t("special.labelPlaceholder")}
        />
        {notSaved("label")}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-description`} className={styles.label}>
          {t("special.description")}
        </label>
        <textarea
          {...bind("description")}
          className={`${styles.input} ${styles.textarea}`}
          rows={3}
          maxLength={4000}
          placeholder={
            fallbackText(special.description, locale, lang) ?? t("special.descriptionPlaceholder")
          }
        />
        {notSaved("description")}
      </div>
      <div className={styles.prices}>
        {priceField("unit_price", t("special.unitPrice"))}
        {priceField("install_price", t("special.installPrice"))}
      </div>
      <dl className={styles.totals}>
        {rate !== null ? (
          <>
            <div className={styles.totalLine}>
              <dt>{t("special.net")}</dt>
              <dd data-special="net">{totals ? euro(totals.net) : "—"}</dd>
            </div>
            <div className={styles.totalLine}>
              <dt>{t("special.vat", { vat: percent })}</dt>
              <dd data-special="vat">{totals ? euro(totals.vat) : "—"}</dd>
            </div>
          </>
        ) : null}
        <div className={`${styles.totalLine} ${styles.grandTotal}`}>
          <dt>{rate !== null ? t("special.total") : t("special.totalNoVat")}</dt>
          <dd data-special="total">{totals ? euro(totals.total) : "—"}</dd>
        </div>
      </dl>
      <SpecialFiles special={special} locale={locale} onChange={onChange} />
    </div>
  );
}

function FileIcon({ file }: { file: SpecialFile }) {
  return file.type.startsWith("image/") ? (
    <ImageIcon size={16} aria-hidden="true" />
  ) : (
    <FileText size={16} aria-hidden="true" />
  );
}

/** The attached files: open, remove (the last one sends the clear flag), add several at once. */
function SpecialFiles({
  special,
  locale,
  onChange,
}: {
  special: Asset;
  locale: ReturnType<typeof contentLocale>;
  onChange: SpecialFieldsProps["onChange"];
}) {
  const { t } = useTranslation("staff");
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const files = special.files ?? [];

  const send = async (change: { add?: File[]; remove?: number }) => {
    setSending(true);
    try {
      const answer = await staffApi.replaceFiles(special.id, filesForm(files, change, locale));
      onChange(special.id, (asset) => ({ ...asset, files: answer.files }));
    } catch (error) {
      // Offline, the files are offered again; otherwise a connection cut off mid-upload is
      // most likely a file too large for the way to the server (spec section 8).
      if (isNetworkFailure(error) && navigator.onLine === false) {
        showFailure(error, {
          retry: () => void send(change),
          whenOnline: true,
          key: `special-files-${special.id}`,
        });
        return;
      }
      const message = uploadFailureMessage(error, t("special.uploadFailed"));
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.files} aria-labelledby={titleId}>
      <div className={styles.filesHead}>
        <h3 id={titleId} className={styles.label}>
          {t("special.files")}
        </h3>
        <FilePicker
          buttonSize="small"
          multiple
          accept={ACCEPTED}
          disabled={sending}
          aria-label={t("special.addFiles")}
          button={
            <>
              <Paperclip size={15} aria-hidden="true" />
              {t("special.addFiles")}
            </>
          }
          showChosen={false}
          data-special-files=""
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            event.target.value = "";
            if (picked.length > 0) void send({ add: picked });
          }}
        />
      </div>
      {files.length > 0 ? (
        <ul className={styles.fileList}>
          {files.map((file) => (
            <li key={file.id} className={styles.file}>
              <a href={file.url} target="_blank" rel="noopener" className={styles.fileLink}>
                <FileIcon file={file} />
                <span className={styles.fileName}>{file.name}</span>
              </a>
              <button
                type="button"
                className={styles.fileRemove}
                disabled={sending}
                aria-label={t("special.removeFile", { name: file.name })}
                onClick={() => void send({ remove: file.id })}
              >
                <X size={15} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t("special.noFiles")}</p>
      )}
      <p className={styles.hint}>
        {sending ? (
          <span className={styles.sending} role="status">
            <Spinner size="small" />
            {t("special.uploading")}
          </span>
        ) : (
          t("special.filesHint")
        )}
      </p>
    </section>
  );
}
