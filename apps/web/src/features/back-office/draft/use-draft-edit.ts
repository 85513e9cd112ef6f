import type { DraftOperation } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { editDraft } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { refusalPlaces } from "../components/place-words.ts";
import { type LocatedErrors, locateErrors } from "../materials/material-form-values.ts";
import { type DraftConflict, draftConflict } from "./draft-moved.tsx";

type DraftEditOptions<T> = {
  /** The draft's version the form was loaded at. */
  version: number;
  /** Where in company.json the edited thing is (or will be): the server's refusals point there. */
  place: string;
  /** The form's fields, by the names the refusals' places end in. */
  fields: ReadonlySet<string>;
  operations: (value: T) => DraftOperation[];
  /** Shows a refusal at a field of the form; `first` is the one to move focus to. */
  refuseAt: (field: string, message: string, first: boolean) => void;
  onDone: () => void;
};

/**
 * Saving a back-office form into the draft, one way for every form: a 409 (the draft moved on)
 * becomes `conflict`, with what changed since, a 422 is shown at the form's fields and what has no field in `elsewhere`,
 * anything else as a failure.
 */
export function useDraftEdit<T>(options: DraftEditOptions<T>) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const [elsewhere, setElsewhere] = useState<LocatedErrors["others"]>([]);
  const { version, place, fields, operations, refuseAt, onDone } = options;
  const save = useMutation({
    mutationFn: (value: T) => editDraft(version, operations(value)),
    onMutate: () => {
      setConflict(null);
      setElsewhere([]);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
      onDone();
    },
    onError: (error) => {
      const moved = draftConflict(error);
      if (moved) {
        setConflict(moved);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 422) {
        const located = locateErrors(error.errors, place, fields);
        const [first] = Object.keys(located.fields);
        for (const [field, message] of Object.entries(located.fields))
          refuseAt(field, message, field === first);
        const places = refusalPlaces(error);
        setElsewhere(
          located.others.length > 0 || first !== undefined
            ? located.others.map((other) => ({ ...other, steps: places?.[other.place] }))
            : [{ place, message: error.message }],
        );
        return;
      }
      showFailure(error);
    },
  });
  /** After a conflict: forget it and read the draft again. */
  const reload = () => {
    setConflict(null);
    void queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() });
  };
  return { save, conflict, elsewhere, reload };
}
