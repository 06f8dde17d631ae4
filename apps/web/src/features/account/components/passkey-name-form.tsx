import { PASSKEYS } from "@app/shared/limits";
import { passkeyRenameSchema } from "@app/shared/passkey-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";

const schema = passkeyRenameSchema.pick({ name: true });

interface PasskeyNameFormProps {
  defaultName: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the trimmed name; a field error from the server is shown under the input. */
  onSubmit: (name: string) => Promise<void>;
  /** Any other failure of `onSubmit`. */
  onFailed: (error: unknown) => void;
  onCancel: () => void;
}

/** A passkey's name, when adding one or renaming it, checked by the shared schema. */
export function PasskeyNameForm(props: PasskeyNameFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({ resolver: zodResolver(schema), defaultValues: { name: props.defaultName } });

  const submit = handleSubmit(async ({ name }) => {
    try {
      await props.onSubmit(name);
    } catch (error) {
      if (!applyServerErrors(error, ["name"], setError)) props.onFailed(error);
    }
  });

  const nameError = !errors.name
    ? undefined
    : errors.name.type === "too_big"
      ? t("business.account.passkeys.nameTooLong", { max: PASSKEYS.nameMaxLength })
      : t("business.account.passkeys.nameRequired");

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t("business.account.passkeys.name")}
        hint={t("business.account.passkeys.nameHint")}
        maxLength={PASSKEYS.nameMaxLength}
        autoComplete="off"
        dir="auto"
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        error={nameError}
        {...register("name")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.busy}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.busy}>
          {t("business.account.passkeys.cancel")}
        </Button>
      </div>
    </form>
  );
}
