import { resetPasswordSchema } from "@app/shared/auth-schemas";
import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { PASSWORD_RESET } from "@app/shared/limits";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-error";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useResetPassword } from "../api/password-reset";
import { broadcastSessionChange } from "../lib/auth-channel";
import { fieldMessage, PASSWORDS_MISMATCH } from "../lib/field-messages";
import { clearSession } from "../lib/session-cache";
import { AuthSubmitButton, NewPasswordField } from "./auth-fields";

const formSchema = z.object({
  newPassword: resetPasswordSchema.shape.newPassword,
  confirmPassword: z.string().min(1),
});

const SERVER_FIELDS = ["newPassword"] as const;

/** The reset link's token was refused: expired, used, or never ours. */
function isDeadLink(error: unknown): boolean {
  return isApiError(error) && error.fieldCodes.token?.[0] === FIELD_ERROR_CODES.invalidToken;
}

/**
 * Sets a new password with the token the e-mailed link brought (`?token=`); a link that did not
 * work arrives with `?error=` instead, and the page offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [linkDead, setLinkDead] = useState(!token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    if (!token) return;
    if (confirmPassword !== newPassword) {
      setError("confirmPassword", { type: PASSWORDS_MISMATCH });
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword });
      // Every session of the account ended, this browser's too if it was signed in.
      clearSession(queryClient);
      broadcastSessionChange();
      toast.success(t("passwordReset.reset.done"), {
        description: t("passwordReset.reset.doneDescription"),
      });
      navigate("/auth", { replace: true });
    } catch (error) {
      console.warn("Setting a new password failed", error);
      if (isDeadLink(error)) {
        setLinkDead(true);
        return;
      }
      applyServerErrors(error, SERVER_FIELDS, setError);
      toast.error(failureText(error, t, t("passwordReset.reset.failed")));
    }
  });

  if (linkDead) {
    return (
      <div role="alert" className="grid gap-3">
        <h2 className="font-semibold text-lg">{t("passwordReset.reset.linkInvalidTitle")}</h2>
        <p className="text-slate-700">
          {t("passwordReset.reset.linkInvalid", { minutes: PASSWORD_RESET.linkMinutes })}
        </p>
        <Button asChild className="justify-self-start">
          <Link to="/forgot-password">{t("passwordReset.reset.requestNew")}</Link>
        </Button>
      </div>
    );
  }

  const busy = reset.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordField
        label={t("passwordReset.reset.newPassword")}
        error={fieldMessage(t, "password", errors.newPassword)}
        {...register("newPassword")}
      />
      <NewPasswordField
        label={t("passwordReset.reset.confirmPassword")}
        error={fieldMessage(t, "confirmPassword", errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      <AuthSubmitButton
        busy={busy}
        label={t("passwordReset.reset.submit")}
        busyLabel={t("passwordReset.reset.submitting")}
      />
    </form>
  );
}
