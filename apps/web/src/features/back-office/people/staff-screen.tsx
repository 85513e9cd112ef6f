import type { StaffMember } from "@home-designer/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import type { BackOfficeAccess } from "../access.ts";
import { fetchStaff } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import { AdminPage } from "../components/admin-page.tsx";
import { Refusal } from "../draft/refusal.tsx";
import { useDraftChange } from "../draft/use-draft-change.ts";
import { StaffDialog, type StaffEditing } from "./staff-dialog.tsx";
import { useInvitation } from "./use-invitation.ts";

/**
 * `/{lang}/admin/staff`: the draft's staff (company.json's `staff`), who they are and what they
 * may do. Admins add, change and remove people in the draft; once it is published, a person is
 * invited (mailed a link to set their password). Designers read the list.
 */
export function StaffScreen({ access }: { access: BackOfficeAccess }) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const _queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: backOfficeKeys.staff(),
    queryFn: ({ signal }) => fetchStaff(signal),
  });
  const [editing, setEditing] = useState<StaffEditing | "new" | null>(null);
  const [removing, setRemoving] = useState<{ index: number; person: StaffMember } | null>(null);
  const invitation = useInvitation();
  const names = new Intl.DisplayNames(i18n.language, { type: "language" });
  const edit = access === "edit";

  const { change: remove, refusal, dismiss } = useDraftChange();

  return (
    <AdminPage
      title={t("staff.title")}
      lead={edit ? t("staff.lead") : t("staff.readOnlyLead")}
      actions={
        edit && staff.isSuccess ? (
          <Button variant="primary" onClick={() => setEditing("new")}>
            <UserPlus size={16} aria-hidden="true" />
            {t("staff.add")}
          </Button>
        ) : null
      }
    >
      <Refusal refusal={refusal} onDismiss={dismiss} />
      {staff.isPending ? (
        <p role="status">{t("common:loading")}</p>
      ) : staff.isError ? (
        <div role="alert" className={styles.refusal}>
          <p>{staff.error.message}</p>
          <Button size="small" onClick={() => staff.refetch()}>
            {t("common:retry")}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.resultCount} role="status">
            {t("staff.count", { count: staff.data.staff?.length ?? 0 })}
          </p>
          {staff.data.staff && staff.data.staff.length > 0 ? (
            <div className={styles.tableScroll}>
              <table className={`${styles.table} ${styles.wideTable}`}>
                <caption className="sr-only">{t("staff.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("staff.name")}</th>
                    <th scope="col">{t("staff.email")}</th>
                    <th scope="col">{t("staff.role")}</th>
                    <th scope="col">{t("staff.language")}</th>
                    {edit ? <th scope="col">{t("staff.actions")}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {staff.data.staff.map((person, index) => (
                    <tr key={person.email}>
                      <td>{person.name}</td>
                      <td className={styles.breakable}>{person.email}</td>
                      <td>{t(`staff.roles.${person.role}`)}</td>
                      <td>
                        {person.language
                          ? (names.of(person.language) ?? person.language)
                          : t("staff.companyLanguage")}
                      </td>
                      {edit ? (
                        <td>
                          <div className={styles.buttonRow}>
                            <Button
                              size="small"
                              variant="secondary"
                              aria-label={t("staff.editOf", { name: person.name })}
                              onClick={() => setEditing({ index, person })}
                            >
                              {t("staff.edit")}
                            </Button>
                            <Button
                              size="small"
                              variant="secondary"
                              aria-label={t("staff.inviteOf", { name: person.name })}
                              disabled={invitation.isPending}
                              onClick={() => invitation.mutate(person.email)}
                            >
                              {t("staff.invite")}
                            </Button>
                            <Button
                              size="small"
                              variant="ghost"
                              aria-label={t("staff.removeOf", { name: person.name })}
                              onClick={() => setRemoving({ index, person })}
                            >
                              {t("staff.remove")}
                            </Button>
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {editing ? (
            <StaffDialog
              editing={editing === "new" ? null : editing}
              staff={staff.data.staff}
              version={staff.data.version}
              onClose={() => setEditing(null)}
            />
          ) : null}
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => {
              if (!open) setRemoving(null);
            }}
            title={t("staff.removeTitle", { name: removing?.person.name ?? "" })}
            description={t("staff.removeText", { email: removing?.person.email ?? "" })}
            confirmLabel={t("staff.remove")}
            cancelLabel={t("common:cancel")}
            closeLabel={t("common:close")}
            onConfirm={() =>
              removing &&
              remove.mutate(
                {
                  version: staff.data.version,
                  operations: [
                    {
                      op: "test",
                      path: `/staff/${removing.index}/email`,
                      value: removing.person.email,
                    },
                    { op: "remove", path: `/staff/${removing.index}` },
                  ],
                },
                { onSettled: () => setRemoving(null) },
              )
            }
            busy={remove.isPending}
            tone="danger"
          />
        </>
      )}
    </AdminPage>
  );
}
