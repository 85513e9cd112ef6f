import {
  companyRestrictionSchema,
  type DraftRestriction,
  type ImportEntry,
} from "@home-designer/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { X } from "lucide-react";
import { useId, useRef } from "react";
import { Controller, type FieldError, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import styles from "../back-office.module.css";
import { DraftRefusals } from "../components/draft-form-parts.tsx";
import { refusalPlaces } from "../components/place-words.ts";
import { ProblemList } from "../components/problem-list.tsx";
import { TextField } from "../components/text-field.tsx";
import { DraftMovedEdits, draftConflict } from "../draft/draft-moved.tsx";
import { useDraftEdit } from "../draft/use-draft-edit.ts";
import { type EntityTarget, entityOperations, placeOf } from "../projects/entity-edit.ts";
import local from "../projects/projects.module.css";
import { type OptionEntry, optionName } from "./option-index.ts";
import { OptionPicker } from "./option-picker.tsx";
import { useLiveCheck } from "./use-live-check.ts";

type Restriction = z.infer<typeof companyRestrictionSchema>;

const resolver: Resolver<Restriction> = zodResolver(companyRestrictionSchema);

type RestrictionDialogProps = {
  /** The project's place in the document. */
  project: number;
  /** The restriction to change (as the list shows it), or null for a new one. */
  restriction: DraftRestriction | null;
  /** How many restrictions the project has (null: it has no list yet): a new one goes last. */
  size: number | null;
  entries: readonly OptionEntry[];
  version: number;
  readOnly: boolean;
  onClose: () => void;
};

/**
 * A restriction's form: the option that sets it off (`when`) and the options allowed then
 * (`choose`). As the form changes, the import's own rule check runs on the draft with the change
 * (a dry run) and says what it would break before anything is saved.
 */
export function RestrictionDialog(props: RestrictionDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const { restriction } = props;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={
        restriction
          ? t("restrictions.editTitle", { code: restriction.code })
          : t("restrictions.addTitle")
      }
      closeLabel={t("common:close")}
      wide
    >
      <RestrictionForm key={props.version} {...props} />
    </Dialog>
  );
}

function RestrictionForm({
  project,
  restriction,
  size,
  entries,
  version,
  readOnly,
  onClose,
}: RestrictionDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const formId = useId();
  const list = `/projects/${project}/restrictions`;
  const target: EntityTarget = restriction
    ? { kind: "edit", path: `${list}/${restriction.index}`, code: restriction.code }
    : { kind: "new", list, size, lists: {} };
  const original: Restriction = restriction
    ? { code: restriction.code, when: restriction.when, choose: restriction.choose }
    : { code: "", when: "", choose: [] };
  const form = useForm<Restriction>({ defaultValues: original, resolver });
  const targetSearch = useRef<HTMLInputElement>(null);
  const chosenList = useRef<HTMLUListElement>(null);
  const { errors } = form.formState;
  const operations = (value: Restriction) =>
    entityOperations(target, value, restriction ? original : {});

  const { save, conflict, elsewhere, reload } = useDraftEdit({
    version,
    place: placeOf(target),
    fields: new Set(["code", "when", "choose"]),
    operations,
    refuseAt: (field, message, first) => {
      form.setError(field as keyof Restriction, { type: "server", message });
      if (first && field === "code") form.setFocus("code");
    },
    onDone: onClose,
  });

  // The form as it stands, checked by the import as soon as it is whole.
  const values = form.watch();
  const whole = companyRestrictionSchema.safeParse(values);
  const live = useLiveCheck(version, readOnly || !whole.success ? null : operations(whole.data));

  const messageOf = (field: keyof Restriction, error: FieldError | undefined) =>
    error
      ? error.type === "server" && error.message
        ? error.message
        : t(`restrictions.errors.${field}`)
      : undefined;
  const nameOf = (ref: string) => {
    const entry = entries.find((e) => e.ref === ref);
    return entry ? optionName(entry) : ref;
  };

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={form.handleSubmit((value) => save.mutate(value))}
    >
      <DraftRefusals
        conflict={conflict}
        conflictText={t("projects.conflict")}
        reloadLabel={t("projects.reload")}
        onReload={reload}
        elsewhere={elsewhere}
      />
      <fieldset disabled={readOnly || save.isPending} className={styles.fieldsets}>
        <TextField
          id={`${formId}-code`}
          label={t("projects.code")}
          error={messageOf("code", errors.code)}
          readOnly={restriction !== null}
          {...form.register("code")}
        />
        <Controller
          control={form.control}
          name="when"
          render={({ field, fieldState }) => (
            <OptionPicker
              legend={t("restrictions.when")}
              entries={entries}
              value={field.value}
              onPick={(ref) => field.onChange(ref)}
              error={messageOf("when", fieldState.error)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="choose"
          render={({ field, fieldState }) => (
            <div className={styles.group}>
              <OptionPicker
                legend={t("restrictions.choose_legend")}
                entries={entries}
                value=""
                pickLabel={t("restrictions.addTarget")}
                searchRef={targetSearch}
                onPick={(ref) => {
                  if (!field.value.includes(ref)) field.onChange([...field.value, ref]);
                }}
                error={messageOf("choose", fieldState.error)}
              />
              {field.value.length === 0 ? (
                <p className={styles.muted}>{t("restrictions.noTargets")}</p>
              ) : (
                <ul
                  ref={chosenList}
                  className={local.chosen}
                  aria-label={t("restrictions.targets")}
                >
                  {field.value.map((ref) => (
                    <li key={ref}>
                      <span>{nameOf(ref)}</span>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t("restrictions.removeTarget", { name: nameOf(ref) })}
                        onClick={() => {
                          const at = field.value.indexOf(ref);
                          field.onChange(field.value.filter((r) => r !== ref));
                          // Focus stays in the list (the next target's button), else the search.
                          requestAnimationFrame(() => {
                            const buttons = chosenList.current?.querySelectorAll("button") ?? [];
                            const next = buttons[Math.min(at, buttons.length - 1)];
                            (next ?? targetSearch.current)?.focus();
                          });
                        }}
                      >
                        <X size={14} aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        />
      </fieldset>
      {readOnly ? null : <LiveCheck live={live} whole={whole.success} onReload={reload} />}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {readOnly ? t("common:close") : t("common:cancel")}
        </Button>
        {readOnly ? null : (
          <Button
            type="submit"
            variant="primary"
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? t("projects.saving") : t("projects.save")}
          </Button>
        )}
      </div>
    </form>
  );
}

/** What publishing the draft with the change would do to restrictions, as the dry run says. */
function Publishing({ changes }: { changes: readonly ImportEntry[] }) {
  const { t } = useTranslation("admin");
  const restrictions = changes.filter((change) => change.kind === "restriction");
  if (restrictions.length === 0) return null;
  return (
    <>
      <p className={styles.muted}>{t("restrictions.publishing")}</p>
      <ul className={local.refs}>
        {restrictions.map((change) => (
          <li key={`${change.action}:${change.code}`}>
            <code className={styles.code}>{change.code}</code>:{" "}
            {t(`changes.action.${change.action}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the import's check says of an edit as it stands: fine, or what it would break. */
export function LiveCheck({
  live,
  whole,
  onReload,
}: {
  live: ReturnType<typeof useLiveCheck>;
  whole: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation("admin");
  const { check, waiting } = live;
  const error = check.error instanceof ApiRequestError ? check.error : null;
  const bad = check.isError && !waiting;
  return (
    <section
      aria-label={t("restrictions.checkTitle")}
      className={`${local.check} ${bad ? local.checkBad : check.isSuccess && !waiting ? local.checkOk : ""}`}
    >
      <h3 className={styles.subTitle}>{t("restrictions.checkTitle")}</h3>
      <div role="status" aria-live="polite">
        {!whole ? (
          <p className={styles.muted}>{t("restrictions.checkIncomplete")}</p>
        ) : waiting ? (
          <p className={styles.muted}>{t("restrictions.checking")}</p>
        ) : check.isSuccess ? (
          <>
            {/* A warning is something the change does (a package's own choice changed): not "nothing". */}
            <p>
              {t(
                Object.keys(check.data.warnings).length > 0
                  ? "restrictions.checkPassedWithWarnings"
                  : "restrictions.checkPassed",
              )}
            </p>
            <Publishing changes={check.data.changes} />
          </>
        ) : error?.status === 409 ? (
          <>
            <p>{t("projects.conflict")}</p>
            <DraftMovedEdits edits={draftConflict(error)?.edits ?? []} />
          </>
        ) : error?.status === 422 ? (
          <p>{t("restrictions.checkFailed")}</p>
        ) : check.isError ? (
          <p>{check.error.message}</p>
        ) : null}
      </div>
      {bad && error?.status === 422 ? (
        Object.keys(error.errors).length > 0 ? (
          <ProblemList problems={error.errors} places={refusalPlaces(error)} />
        ) : (
          <p>{error.message}</p>
        )
      ) : null}
      {bad && error?.status === 409 ? (
        <div>
          <Button size="small" onClick={onReload}>
            {t("projects.reload")}
          </Button>
        </div>
      ) : null}
      {check.isSuccess && !waiting && Object.keys(check.data.warnings).length > 0 ? (
        <ProblemList problems={check.data.warnings} places={check.data.places} tone="warning" />
      ) : null}
    </section>
  );
}
