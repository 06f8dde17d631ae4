import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Trans } from "react-i18next";
import { z } from "zod";
import { TextField } from "@/components/form/text-field";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { signIn } from "../api/sign-in";

const schema = z.object({ password: z.string().min(1) });
const WRONG = "wrong";

interface ReauthPasswordFormProps {
  email: string;
  notice: string | null;
  onSignedIn: () => void | Promise<void>;
  onCodeNeeded: () => void;
  onCancel: () => void;
}

/** The signed-in account's password, which signs it in again (the address is the session's). */
export function ReauthPasswordForm({
  email,
  notice,
  onSignedIn,
  onCodeNeeded,
  onCancel,
}: ReauthPasswordFormProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({ resolver: zodResolver(schema), defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn({ email, password });
      if (result?.twoFactorRedirect) onCodeNeeded();
      else await onSignedIn();
    } catch (error) {
      console.warn("Signing in again failed", error);
      if (isApiError(error) && error.status === 401) {
        setError("password", { type: WRONG }, { shouldFocus: true });
      } else {
        setFailure(failureText(error, t, t("auth.toast.checkCredentials")));
      }
    } finally {
      setBusy(false);
    }
  });

  const passwordError = errors.password
    ? errors.password.type === WRONG
      ? t("auth.reauth.wrongPassword")
      : t("auth.validation.required")
    : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {notice ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 text-sm">
          {notice}
        </p>
      ) : null}
      <p className="break-words text-sm">
        <Trans
          i18nKey="auth.reauth.account"
          values={{ email }}
          components={{ email: <LtrText /> }}
        />
      </p>
      {/* For password managers: the account this password belongs to. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={passwordError}
        {...register("password")}
      />
      {failure ? (
        <p role="alert" className="text-red-600 text-sm">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("auth.reauth.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("auth.reauth.confirming") : t("auth.reauth.confirm")}
        </Button>
      </div>
    </form>
  );
}
