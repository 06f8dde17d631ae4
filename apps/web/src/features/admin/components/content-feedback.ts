import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

/**
 * The server's refusals of a content change, in the reader's language: 409 when another admin
 * changed it first (hidden already, not hidden), 404 when it is gone; anything else through
 * failureText.
 */
export function useContentFailure() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      toast.error(t("adminContent.refused.conflict"));
      return;
    }
    if (isApiError(error) && error.status === 404) {
      toast.error(t("adminContent.refused.notFound"));
      return;
    }
    console.warn("Changing content failed", error);
    toast.error(t("adminContent.failed"), {
      description: failureText(error, t, t("common.error")),
    });
  };
}
