import { signInSchema } from "@app/shared/auth-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "react-router";
import { TextField } from "@/components/form/text-field";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useSignIn } from "../api/sign-in";
import { fieldMessage } from "../lib/field-messages";
import { AuthSubmitButton, EmailField } from "./auth-fields";

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      toast.success(t("auth.toast.welcomeBack"), { description: t("auth.toast.loggedIn") });
      navigate("/");
    } catch (error) {
      console.warn("Sign-in failed", error);
      toast.error(t("auth.toast.loginFailed"), {
        description: failureText(error, t, t("auth.toast.checkCredentials")),
      });
    }
  });

  const busy = signIn.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <EmailField error={fieldMessage(t, "email", errors.email)} {...register("email")} />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(t, "currentPassword", errors.password)}
        {...register("password")}
      />
      <Link
        to="/forgot-password"
        className="-mt-2 justify-self-end font-medium text-brand-700 text-sm underline underline-offset-2"
      >
        {t("auth.forgotPassword")}
      </Link>
      <AuthSubmitButton
        busy={busy}
        label={t("auth.submit.signIn")}
        busyLabel={t("auth.submit.signingIn")}
      />
    </form>
  );
}
