import { updateProfileSchema } from "@app/shared/account-schemas";
import type { Profile } from "@app/shared/auth-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { fieldMessage } from "@/features/auth/lib/field-messages";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useUpdateProfile } from "../api/account-actions";
import { SettingsSection } from "./settings-section";

const SERVER_FIELDS = ["name", "companyName"] as const;

/** Full name and company; the navigation bar shows the new name as soon as it is saved. */
export function ProfileForm({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useFocusedForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: user.fullName, companyName: user.companyName ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      reset({ name: values.name, companyName: values.companyName ?? "" });
      toast.success(t("business.account.profile.saved"));
    } catch (error) {
      console.warn("Saving the profile failed", error);
      applyServerErrors(error, SERVER_FIELDS, setError);
      toast.error(failureText(error, t, t("business.account.profile.failed")));
    }
  });

  return (
    <SettingsSection
      id="profile"
      title={t("business.account.profile.heading")}
      hint={t("business.account.profile.hint")}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label={t("business.account.profile.fullName")}
          autoComplete="name"
          error={fieldMessage(t, "name", errors.name)}
          {...register("name")}
        />
        <TextField
          label={t("business.account.profile.companyName")}
          autoComplete="organization"
          hint={t("common.optional")}
          error={fieldMessage(t, "companyName", errors.companyName)}
          {...register("companyName")}
        />
        <Button
          type="submit"
          className="justify-self-start"
          disabled={update.isPending || !isDirty}
        >
          {update.isPending
            ? t("business.account.profile.saving")
            : t("business.account.profile.save")}
        </Button>
      </form>
    </SettingsSection>
  );
}
