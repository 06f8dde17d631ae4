import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";

const schema = z.object({ currentPassword: z.string().min(1) });
const WRONG = "wrong";

interface PasswordPromptProps {
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string) => Promise<unknown>;
  onCancel: () => void;
  /** The toast when it fails for another reason than the password. */
  failedText: string;
}

/** The account's password before a two-factor change; a wrong one is told under the input. */
export function PasswordPrompt({
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  failedText,
}: PasswordPromptProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({ resolver: zodResolver(schema), defaultValues: { currentPassword: "" } });

  const submit = handleSubmit(async ({ currentPassword }) => {
    try {
      await onSubmit(currentPassword);
    } catch (error) {
      console.warn("The two-factor change was refused", error);
      const fields = isApiError(error) ? error.fields : {};
      if (fields.currentPassword || fields.password) {
        setError("currentPassword", { type: WRONG }, { shouldFocus: true });
      } else {
        toast.error(failureText(error, t, failedText));
      }
    }
  });

  const error = errors.currentPassword
    ? errors.currentPassword.type === WRONG
      ? t("business.account.password.wrongCurrent")
      : t("auth.validation.required")
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("business.account.twoFactor.password")}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={error}
        {...register("currentPassword")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t("business.account.twoFactor.working") : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("business.account.twoFactor.cancel")}
        </Button>
      </div>
    </form>
  );
}
