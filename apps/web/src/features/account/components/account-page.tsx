import { UserCog } from "lucide-react";
import { useRef } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useTranslation } from "@/lib/use-translation";
import { ConfirmedSignedOut } from "./confirmed-signed-out";
import { PasskeysSection } from "./passkeys-section";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { TwoFactorSection } from "./two-factor-section";

/**
 * Account settings for every role; a visitor who is not signed in goes to /auth first. Someone who
 * signs out here (sign out everywhere, or in another tab) goes home, as Sign Out does.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const location = useLocation();
  const [search] = useSearchParams();
  // The e-mailed link lands here: `emailVerified=1`, with `error=` when the link did not work.
  const fromLink = search.get("emailVerified") === "1";
  const linkFailed = fromLink && search.has("error");
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  if (status === "loading") return <Spinner label={t("common.loading")} />;
  // The link confirms the address and signs nobody in: opened signed out, it says so here.
  if (!user && fromLink && !wasSignedIn.current) return <ConfirmedSignedOut failed={linkFailed} />;
  if (!user) {
    return wasSignedIn.current ? (
      <Navigate to="/" replace />
    ) : (
      <Navigate to="/auth" replace state={{ from: location.pathname }} />
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <header className="flex items-center gap-3">
        <UserCog className="size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h1 className="font-bold text-3xl tracking-tight">{t("business.account.title")}</h1>
          <p className="break-words text-slate-600">
            {t("business.account.subtitle", { email: user.email })}
          </p>
        </div>
      </header>
      {fromLink ? (
        <p
          role="status"
          className={
            linkFailed
              ? "rounded-lg bg-red-50 p-3 text-red-800"
              : "rounded-lg bg-emerald-50 p-3 text-emerald-800"
          }
        >
          {linkFailed ? t("verifyEmail.linkFailed") : t("verifyEmail.confirmed")}
        </p>
      ) : null}
      {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm />
      <TwoFactorSection user={user} />
      <PasskeysSection emailVerified={user.emailVerified} />
      <SignOutEverywhere />
    </div>
  );
}
