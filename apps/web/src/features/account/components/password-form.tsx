import { changePasswordSchema } from "@app/shared/account-schemas";
import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { fieldMessage, PASSWORDS_MISMATCH } from "@/features/auth/lib/field-messages";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useChangePassword } from "../api/account-actions";
import { SettingsSection } from "./settings-section";

const passwordFormSchema = z.object({
  currentPassword: changePasswordSchema.shape.currentPassword,
  newPassword: changePasswordSchema.shape.newPassword,
  confirmPassword: changePasswordSchema.shape.currentPassword,
});

const SERVER_FIELDS = ["currentPassword", "newPassword"] as const;
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Changes the password; the server signs out every other device. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useFocusedForm({ resolver: zodResolver(passwordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    if (confirmPassword !== values.newPassword) {
      setError("confirmPassword", { type: PASSWORDS_MISMATCH });
      return;
    }
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t("business.account.password.changed"));
    } catch (error) {
      console.warn("Changing the password failed", error);
      applyServerErrors(error, SERVER_FIELDS, setError);
      toast.error(failureText(error, t, t("business.account.password.failed")));
    }
  });

  const currentError =
    errors.currentPassword?.type === FIELD_ERROR_CODES.wrongPassword
      ? t("business.account.password.wrongCurrent")
      : fieldMessage(t, "currentPassword", errors.currentPassword);

  return (
    <SettingsSection
      id="password"
      title={t("business.account.password.heading")}
      hint={t("business.account.password.hint")}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label={t("business.account.password.current")}
          type="password"
          autoComplete="current-password"
          error={currentError}
          {...register("currentPassword")}
        />
        <TextField
          label={t("business.account.password.new")}
          type="password"
          autoComplete="new-password"
          error={fieldMessage(t, "password", errors.newPassword)}
          {...register("newPassword")}
        />
        <TextField
          label={t("business.account.password.confirm")}
          type="password"
          autoComplete="new-password"
          error={fieldMessage(t, "confirmPassword", errors.confirmPassword)}
          {...register("confirmPassword")}
        />
        <Button type="submit" className="justify-self-start" disabled={change.isPending}>
          {change.isPending
            ? t("business.account.password.submitting")
            : t("business.account.password.submit")}
        </Button>
      </form>
    </SettingsSection>
  );
}
