import { passwordResetRequestSchema } from "@app/shared/auth-schemas";
import { PASSWORD_RESET } from "@app/shared/limits";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Trans } from "react-i18next";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useRequestPasswordReset } from "../api/password-reset";
import { fieldMessage } from "../lib/field-messages";
import { AuthSubmitButton, EmailField } from "./auth-fields";

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not, so
 * the page says "if", and offers to try another address.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      console.warn("Asking for a reset link failed", error);
      toast.error(failureText(error, t, t("passwordReset.forgot.failed")));
    }
  });

  if (sentTo) {
    return (
      <div role="status" className="grid gap-4">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <MailCheck className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          {t("passwordReset.forgot.sentTitle")}
        </h2>
        <p className="break-words text-slate-700">
          <Trans
            i18nKey="passwordReset.forgot.sent"
            values={{ email: sentTo, minutes: PASSWORD_RESET.linkMinutes }}
            components={{ email: <LtrText className="font-medium" /> }}
          />
        </p>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setSentTo(null)}
        >
          {t("passwordReset.forgot.another")}
        </Button>
      </div>
    );
  }

  const busy = request.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField error={fieldMessage(t, "email", errors.email)} {...register("email")} />
      <AuthSubmitButton
        busy={busy}
        label={t("passwordReset.forgot.submit")}
        busyLabel={t("passwordReset.forgot.sending")}
      />
    </form>
  );
}
