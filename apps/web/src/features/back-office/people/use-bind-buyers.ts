import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { bindBuyers } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { type LocatedErrors, locateErrors } from "../materials/material-form-values.ts";

/**
 * Binding a published apartment's buyers at once (`PUT /apartments/:id/buyers`,
 * docs/decisions/050), as any of the company's staff may: a refused address is shown at its field,
 * a refusal that is about no field (the draft moved the apartment: 409) above them, anything
 * else as a failure. The draft carries the same list, so the back office reads it all again.
 */
export function useBindBuyers(options: {
  apartmentId: number;
  /** The form's fields, by their index in the list sent. */
  fields: ReadonlySet<string>;
  refuseAt: (field: string, message: string, first: boolean) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [elsewhere, setElsewhere] = useState<LocatedErrors["others"]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { apartmentId, fields, refuseAt, onDone } = options;
  const save = useMutation({
    mutationFn: (emails: string[]) => bindBuyers(apartmentId, emails),
    onMutate: () => {
      setElsewhere([]);
      setRefusal(null);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.all() });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError) || (error.status !== 422 && error.status !== 409)) {
        showFailure(error);
        return;
      }
      // The body's check names a field by its path (`emails.1`), as every route's does.
      const byPointer = Object.fromEntries(
        Object.entries(error.errors).map(([path, messages]) => [
          `/${path.split(".").join("/")}`,
          messages,
        ]),
      );
      const located = locateErrors(byPointer, "/emails", fields);
      const [first] = Object.keys(located.fields);
      for (const [field, message] of Object.entries(located.fields))
        refuseAt(field, message, field === first);
      setElsewhere(located.others);
      if (located.others.length === 0 && first === undefined) setRefusal(error.message);
    },
  });
  return { save, elsewhere, refusal };
}
