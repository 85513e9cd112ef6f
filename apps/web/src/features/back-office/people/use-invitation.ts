import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "../../../i18n/index.ts";
import { ApiRequestError } from "../../../lib/api.ts";
import { showFailure } from "../../../lib/failure.ts";
import { toast } from "../../../lib/toast.ts";
import { invite } from "../api/calls.ts";

/**
 * "Send invitation" for one address, as the staff and buyers' pages offer it. The server invites
 * only the published company's people: an address added in the draft is refused (422, at
 * `/emails/0`) until the draft is published, and that is what the person is told; too many
 * invitations today (429) is said in the server's words.
 */
export function useInvitation() {
  const { t } = useTranslation("admin");
  return useMutation({
    mutationFn: (email: string) => invite([email]),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error, email) => {
      if (error instanceof ApiRequestError && error.status === 422 && error.errors["/emails/0"]) {
        toast.error(t("invite.notPublished", { email }));
        return;
      }
      showFailure(error);
    },
  });
}
