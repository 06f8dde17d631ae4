import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

/** Asks for a new link that confirms the signed-in account's address (the server picks where it lands). */
export function useSendVerificationEmail() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (email: string) => api.post("/api/auth/send-verification-email", { email }),
    onSuccess: () => toast.success(t("verifyEmail.sent")),
    onError: (error) => {
      console.warn("Sending the confirmation link failed", error);
      toast.error(failureText(error, t, t("verifyEmail.failed")));
    },
  });
}
