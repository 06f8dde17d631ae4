import type { ComponentProps } from "react";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label">;

/** The e-mail input of the sign-in, sign-up and forgotten-password forms. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      type="email"
      autoComplete="email"
      placeholder={t("auth.placeholders.email")}
      {...props}
    />
  );
}

/** A password being chosen (sign-up, a new password from a reset link), or its repetition. */
export function NewPasswordField(props: FieldProps & { label: string }) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}

/** The full-width submit button of those forms: its label, or what it is doing while busy. */
export function AuthSubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
