import { PASSWORD_RESET } from "@app/shared/limits";
import { useSearchParams } from "react-router";
import { AuthPageShell } from "@/features/auth/components/auth-page-shell";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useTranslation } from "@/lib/use-translation";
import authEn from "@/locales/auth/en.json";
import { addPageTexts } from "@/locales/page-english";
import passwordResetEn from "@/locales/passwordReset/en.json";

// Before the first render: the pages' texts (their English comes with this route).
await addPageTexts({ auth: authEn, passwordReset: passwordResetEn });

/** /forgot-password: ask for a link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageShell
      title={t("passwordReset.forgot.title")}
      intro={t("passwordReset.forgot.intro", { minutes: PASSWORD_RESET.linkMinutes })}
    >
      <ForgotPasswordForm />
    </AuthPageShell>
  );
}

/** /reset-password: where the e-mailed link lands, with `?token=` or `?error=`. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("error") ? null : params.get("token");
  return (
    <AuthPageShell title={t("passwordReset.reset.title")} intro={t("passwordReset.reset.intro")}>
      <ResetPasswordForm token={token} />
    </AuthPageShell>
  );
}
