import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

/**
 * The server's refusals of a change to an account, each in the reader's language: 403 on one's
 * own account or when the actor is no longer an admin, 409 when the account is already so or the
 * change would leave no admin, 404 when it is gone. Anything else reads through failureText.
 */
export function useUserChangeFailure() {
  const { t } = useTranslation();
  return (error: unknown, { isSelf }: { isSelf: boolean }) => {
    if (isApiError(error)) {
      if (error.status === 403 && error.code === "FORBIDDEN") {
        toast.error(isSelf ? t("adminUsers.refused.self") : t("adminUsers.refused.notAdmin"));
        return;
      }
      if (error.status === 409) {
        toast.error(t("adminUsers.refused.conflict"));
        return;
      }
      if (error.status === 404) {
        toast.error(t("adminUsers.refused.notFound"));
        return;
      }
    }
    console.warn("Changing the account failed", error);
    toast.error(t("adminUsers.failed"), { description: failureText(error, t, t("common.error")) });
  };
}
