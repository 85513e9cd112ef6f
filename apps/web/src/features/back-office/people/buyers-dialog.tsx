import {
  companyApartmentSchema,
  type DraftApartment,
  type DraftOperation,
} from "@home-designer/core";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import {
  type FieldError,
  type FieldErrors,
  type Resolver,
  useFieldArray,
  useForm,
} from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { DraftFormActions, DraftRefusals } from "../components/draft-form-parts.tsx";
import { TextField } from "../components/text-field.tsx";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { useBindBuyers } from "./use-bind-buyers.ts";

/** react-hook-form's lists hold objects: one per e-mail field. */
type BuyersValues = { buyers: { email: string }[] };

const buyersSchema = companyApartmentSchema.shape.buyers.unwrap();
const emailsOf = (values: BuyersValues) =>
  values.buyers.map(({ email }) => email.trim()).filter((email) => email !== "");

/** Core's schema of an apartment's `buyers`, its problems at the fields they are about. */
const resolver: Resolver<BuyersValues> = (values) => {
  const emails = emailsOf(values);
  const checked = buyersSchema.safeParse(emails);
  if (checked.success)
    return { values: { buyers: emails.map((email) => ({ email })) }, errors: {} };
  const filled = values.buyers.flatMap(({ email }, i) => (email.trim() === "" ? [] : [i]));
  const buyers: { email?: FieldError }[] = [];
  let root: FieldError | undefined;
  for (const issue of checked.error.issues) {
    const at = issue.path[0];
    const error = { type: issue.code, message: issue.message };
    if (typeof at === "number" && filled[at] !== undefined) buyers[filled[at]] = { email: error };
    else root = error;
  }
  const errors = { ...(buyers.length > 0 ? { buyers } : {}), ...(root ? { root } : {}) };
  return { values: {} as Record<string, never>, errors: errors as FieldErrors<BuyersValues> };
};

type BuyersDialogProps = {
  /** The apartment as the list shows it now; its code as it was when the dialog opened. */
  apartment: DraftApartment | undefined;
  code: string;
  title: string;
  version: number;
  onClose: () => void;
};

/**
 * An apartment's buyers, one e-mail field each, saved as the whole list: a published apartment's
 * at once (docs/decisions/050); one only the draft has into the draft, after a test that it is
 * still at its place (JSON Patch's `add` replaces an existing member), or as the list's removal
 * when no address is left.
 */
export function BuyersDialog({ apartment, code, title, version, onClose }: BuyersDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("buyers.editTitle", { apartment: title })}
      closeLabel={t("common:close")}
    >
      {apartment === undefined || apartment.code !== code ? (
        <div role="alert" className={styles.refusal}>
          <p>{t("buyers.moved")}</p>
          <Button size="small" onClick={onClose}>
            {t("common:close")}
          </Button>
        </div>
      ) : (
        <BuyersForm
          // Loaded again after a conflict, the form starts from the draft's buyers.
          key={version}
          apartment={apartment}
          version={version}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function BuyersForm({
  apartment,
  version,
  onDone,
}: {
  apartment: DraftApartment;
  version: number;
  onDone: () => void;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const formId = useId();
  const form = useForm<BuyersValues>({
    defaultValues: {
      buyers: (apartment.buyers.length > 0 ? apartment.buyers : [""]).map((email) => ({ email })),
    },
    resolver,
  });
  const list = useFieldArray({ control: form.control, name: "buyers" });
  const { errors } = form.formState;
  const place = `${apartment.pointer}/buyers`;

  const operations = (emails: string[]): DraftOperation[] => {
    const test: DraftOperation = {
      op: "test",
      path: `${apartment.pointer}/code`,
      value: apartment.code,
    };
    if (emails.length > 0) return [test, { op: "add", path: place, value: emails }];
    return [test, { op: "remove", path: place }];
  };

  const fields = new Set(list.fields.map((_, i) => String(i)));
  const refuseAt = (i: string, message: string, first: boolean) => {
    form.setError(`buyers.${Number(i)}.email`, { type: "server", message });
    if (first) form.setFocus(`buyers.${Number(i)}.email`);
  };
  // A published apartment's buyers are bound at once; one only the draft has gets them in the
  // draft, published with it (docs/decisions/050).
  const live = apartment.apartment_id !== null;
  const inDraft = useDraftEdit({ version, place, fields, operations, refuseAt, onDone });
  const bound = useBindBuyers({
    apartmentId: apartment.apartment_id ?? 0,
    fields,
    refuseAt,
    onDone,
  });
  const save = live ? bound.save : inDraft.save;
  const refusal = live ? bound.refusal : null;

  const errorAt = (i: number) => {
    const error = errors.buyers?.[i]?.email;
    if (!error) return undefined;
    return error.type === "server" && error.message ? error.message : t("buyers.errors.email");
  };

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((values) => {
        const emails = emailsOf(values);
        // The empty fields go: the fields left are the list sent, which the server's refusals
        // point into.
        if (emails.length !== list.fields.length) list.replace(emails.map((email) => ({ email })));
        // Nothing to save: the apartment had no buyers and still has none.
        if (emails.length === 0 && apartment.buyers.length === 0) onDone();
        else save.mutate(emails);
      })}
    >
      <DraftRefusals
        conflict={live ? null : inDraft.conflict}
        conflictText={t("buyers.conflict")}
        reloadLabel={t("buyers.reload")}
        onReload={inDraft.reload}
        elsewhere={live ? bound.elsewhere : inDraft.elsewhere}
      >
        {errors.root || refusal ? (
          <>
            {errors.root ? <p>{t("buyers.errors.tooMany")}</p> : null}
            {refusal ? <p>{refusal}</p> : null}
          </>
        ) : null}
      </DraftRefusals>
      <fieldset disabled={save.isPending} className={styles.fieldsets}>
        <legend className={styles.muted}>{live ? t("buyers.hintLive") : t("buyers.hint")}</legend>
        {list.fields.map((field, i) => (
          <div key={field.id} className={styles.buyerRow}>
            <TextField
              id={`${formId}-${field.id}`}
              label={t("buyers.email", { number: i + 1 })}
              type="email"
              error={errorAt(i)}
              {...form.register(`buyers.${i}.email`)}
            />
            <Button
              size="small"
              variant="ghost"
              aria-label={t("buyers.removeBuyer", { number: i + 1 })}
              onClick={() => list.remove(i)}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button
            size="small"
            variant="secondary"
            onClick={() => list.append({ email: "" }, { shouldFocus: true })}
          >
            <Plus size={16} aria-hidden="true" />
            {t("buyers.addBuyer")}
          </Button>
        </div>
      </fieldset>
      <DraftFormActions pending={save.isPending} live={live} onCancel={onDone} />
    </form>
  );
}
