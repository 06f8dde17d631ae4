import { signInSchema } from "@app/shared/auth-schemas";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { TextField } from "@/components/form/text-field";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useFocusedForm } from "@/lib/use-focused-form";
import { useTranslation } from "@/lib/use-translation";
import { useSignIn } from "../api/sign-in";
import { fieldMessage } from "../lib/field-messages";
import { AuthSubmitButton, EmailField } from "./auth-fields";
import { PasskeySignIn } from "./passkey-sign-in";
import { TwoFactorStep } from "./two-factor-step";

/**
 * E-mail and password; for an account with two-factor sign-in on, then a code (TwoFactorStep).
 * Or a passkey instead, where passkeys work (PasskeySignIn). Every way ends as a sign-in does:
 * the session refetched, a welcome, the home page.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<"password" | "code">("password");
  const [email, setEmail] = useState("");
  const [ended, setEnded] = useState(false);

  const signedIn = () => {
    toast.success(t("auth.toast.welcomeBack"), { description: t("auth.toast.loggedIn") });
    navigate("/");
  };

  if (step === "code") {
    return (
      <TwoFactorStep
        onVerified={signedIn}
        backLabel={t("auth.twoFactor.backToSignIn")}
        onBack={(challengeEnded) => {
          setEnded(challengeEnded);
          setStep("password");
        }}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <PasswordStep
        defaultEmail={email}
        notice={ended ? t("auth.twoFactor.challengeEnded") : null}
        onSignedIn={signedIn}
        onCodeNeeded={(address) => {
          setEmail(address);
          setEnded(false);
          setStep("code");
        }}
      />
      <PasskeySignIn onSignedIn={signedIn} />
    </div>
  );
}

interface PasswordStepProps {
  defaultEmail: string;
  /** Why the reader is back here (the code step ended). */
  notice: string | null;
  onSignedIn: () => void;
  onCodeNeeded: (email: string) => void;
}

function PasswordStep({ defaultEmail, notice, onSignedIn, onCodeNeeded }: PasswordStepProps) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useFocusedForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      if (result?.twoFactorRedirect) onCodeNeeded(values.email);
      else onSignedIn();
    } catch (error) {
      console.warn("Sign-in failed", error);
      toast.error(t("auth.toast.loginFailed"), {
        description: failureText(error, t, t("auth.toast.checkCredentials")),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {notice ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 text-sm">
          {notice}
        </p>
      ) : null}
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
        busy={signIn.isPending}
        label={t("auth.submit.signIn")}
        busyLabel={t("auth.submit.signingIn")}
      />
    </form>
  );
}
