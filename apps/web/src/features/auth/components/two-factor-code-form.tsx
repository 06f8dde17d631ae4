import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { TWO_FACTOR } from "@app/shared/limits";
import { backupCodeSchema, totpCodeSchema } from "@app/shared/two-factor-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { TextField } from "@/components/form/text-field";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { type TwoFactorMethod, useVerifyTwoFactor } from "../api/verify-two-factor";
import { AuthSubmitButton } from "./auth-fields";

interface TwoFactorCodeFormProps {
  method: TwoFactorMethod;
  onVerified: () => void | Promise<void>;
  /** The challenge ended (too many wrong codes, or it expired): sign in again. */
  onEnded: () => void;
}

/** The code input and Verify; a wrong code is told under the input, anything else below it. */
export function TwoFactorCodeForm({ method, onVerified, onEnded }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const totp = method === "totp";
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(totp ? totpCodeSchema : backupCodeSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await verify.mutateAsync({ method, code });
    } catch (error) {
      console.warn("The two-factor code was refused", error);
      const fieldCode = isApiError(error) ? error.fieldCodes.code?.[0] : undefined;
      if (isApiError(error) && (fieldCode || error.fields.code)) {
        setError("code", { type: fieldCode ?? "server" }, { shouldFocus: true });
      } else if (
        isApiError(error) &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        // Refused without a word on the code: the challenge ended (5 wrong codes, or expired).
        onEnded();
      } else {
        setFailure(failureText(error, t, t("auth.twoFactor.failed")));
      }
      return;
    }
    await onVerified();
  });

  const wrong = errors.code?.type === FIELD_ERROR_CODES.wrongCode;
  const codeError = !errors.code
    ? undefined
    : totp
      ? errors.code.type === FIELD_ERROR_CODES.codeUsed
        ? t("auth.twoFactor.codeUsed")
        : wrong
          ? t("auth.twoFactor.wrongCode")
          : t("auth.twoFactor.enterCode", { digits: TWO_FACTOR.digits })
      : wrong
        ? t("auth.twoFactor.wrongBackupCode")
        : t("auth.twoFactor.enterBackupCode");

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        label={totp ? t("auth.twoFactor.code") : t("auth.twoFactor.backupCode")}
        // Digits from an app: the phone's number pad and its one-time-code suggestion.
        inputMode={totp ? "numeric" : "text"}
        autoComplete={totp ? "one-time-code" : "off"}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={totp ? TWO_FACTOR.digits : 40}
        dir="ltr"
        autoFocus
        error={codeError}
        {...register("code")}
      />
      {failure ? (
        <p role="alert" className="text-red-600 text-sm">
          {failure}
        </p>
      ) : null}
      <AuthSubmitButton
        busy={verify.isPending}
        label={t("auth.twoFactor.verify")}
        busyLabel={t("auth.twoFactor.verifying")}
      />
    </form>
  );
}
