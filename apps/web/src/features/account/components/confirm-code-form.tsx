import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { TWO_FACTOR } from "@app/shared/limits";
import { totpCodeSchema } from "@app/shared/two-factor-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useConfirmTwoFactor } from "../api/confirm-two-factor";

/** The first code from the app, which turns two-factor sign-in on. */
export function ConfirmCodeForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      onConfirmed();
    } catch (error) {
      console.warn("Confirming two-factor sign-in failed", error);
      if (!applyServerErrors(error, ["code"], setError)) {
        toast.error(failureText(error, t, t("business.account.twoFactor.failed")));
      }
    }
  });

  const codeError = !errors.code
    ? undefined
    : errors.code.type === FIELD_ERROR_CODES.codeUsed
      ? t("auth.twoFactor.codeUsed")
      : errors.code.type === FIELD_ERROR_CODES.wrongCode
        ? t("auth.twoFactor.wrongCode")
        : t("auth.twoFactor.enterCode", { digits: TWO_FACTOR.digits });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        label={t("business.account.twoFactor.code")}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR.digits}
        dir="ltr"
        error={codeError}
        {...register("code")}
      />
      <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>
        {confirm.isPending
          ? t("business.account.twoFactor.turningOn")
          : t("business.account.twoFactor.turnOn")}
      </Button>
    </form>
  );
}
