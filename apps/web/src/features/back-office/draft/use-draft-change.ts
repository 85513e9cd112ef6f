import type { DraftOperation } from "@home-designer/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { editDraft } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";

/**
 * An edit of the draft made from a list rather than a form (a move, a removal): a 409 or 422 is
 * kept as the screen's `refusal`, shown over the list; either way the draft is read again, so the
 * list shows what the draft holds (a move shown ahead of its answer goes back).
 */
export function useDraftChange() {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const change = useMutation({
    mutationFn: ({ version, operations }: { version: number; operations: DraftOperation[] }) =>
      editDraft(version, operations),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 422))
        setRefusal(error);
      else showFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.draft() }),
  });
  return { change, refusal, dismiss: () => setRefusal(null) };
}
