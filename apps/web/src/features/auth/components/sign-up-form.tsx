import { signInSchema, signUpSchema } from "@app/shared/auth-schemas";
import { FIELD_ERROR_CODES } from "@app/shared/errors";
import { PASSWORD_MIN_LENGTH } from "@app/shared/limits";
import { dashboardPathFor } from "@app/shared/roles";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { z } from "zod";
import { TextField } from "@/components/form/text-field";
import { isApiError } from "@/lib/api-error";
import { applyServerErrors } from "@/lib/apply-server-errors";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useSignUp } from "../api/sign-up";
import { fieldMessage, PASSWORDS_MISMATCH } from "../lib/field-messages";
import { WELCOME_STATE } from "../lib/welcome-state";
import { AuthSubmitButton, EmailField, NewPasswordField } from "./auth-fields";
import { RoleChoice } from "./role-choice";

/** An empty e-mail fails as missing (too_small), before the address check. */
const signUpFormSchema = signUpSchema.extend({
  email: z.string().trim().min(1).pipe(signUpSchema.shape.email),
  confirmPassword: signInSchema.shape.password,
});

const SERVER_FIELDS = ["name", "email", "password", "role", "companyName"] as const;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      confirmPassword: "",
      role: "business",
      companyName: "",
    },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword, companyName, ...values }) => {
    if (confirmPassword !== values.password) {
      setError("confirmPassword", { type: PASSWORDS_MISMATCH });
      toast.error(t("auth.toast.passwordsMismatch"), {
        description: t("auth.toast.passwordsMismatchDescription"),
      });
      return;
    }
    try {
      await signUp.mutateAsync({ ...values, ...(companyName ? { companyName } : {}) });
      toast.success(t("auth.toast.accountCreated"));
      // The new account's own dashboard, which greets it with its first steps.
      navigate(dashboardPathFor(values.role), { state: WELCOME_STATE });
    } catch (error) {
      console.warn("Sign-up failed", error);
      const matched = applyServerErrors(error, SERVER_FIELDS, setError);
      if (!matched && isApiError(error) && (error.status === 409 || error.status === 422)) {
        setError("email", { type: FIELD_ERROR_CODES.alreadyExists });
      }
      toast.error(t("auth.toast.registrationFailed"), {
        description: failureText(error, t, t("auth.toast.tryAgainOrSupport")),
      });
    }
  });

  const busy = signUp.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t("auth.fields.fullName")}
        autoComplete="name"
        placeholder={t("auth.placeholders.fullName")}
        error={fieldMessage(t, "name", errors.name)}
        {...register("name")}
      />
      <EmailField error={fieldMessage(t, "email", errors.email)} {...register("email")} />
      <NewPasswordField
        label={t("auth.fields.password")}
        description={t("auth.fields.passwordRules", { min: PASSWORD_MIN_LENGTH })}
        error={fieldMessage(t, "password", errors.password)}
        {...register("password")}
      />
      <NewPasswordField
        label={t("auth.fields.confirmPassword")}
        error={fieldMessage(t, "confirmPassword", errors.confirmPassword)}
        {...register("confirmPassword")}
      />
      <RoleChoice registration={register("role")} />
      <TextField
        label={t("auth.fields.companyName")}
        hint={t("common.optional")}
        autoComplete="organization"
        placeholder={t("auth.placeholders.companyName")}
        error={fieldMessage(t, "companyName", errors.companyName)}
        {...register("companyName")}
      />
      <AuthSubmitButton
        busy={busy}
        label={t("auth.submit.signUp")}
        busyLabel={t("auth.submit.creatingAccount")}
      />
    </form>
  );
}
