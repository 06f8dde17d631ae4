import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/failure-text";
import { useSignOutEverywhere } from "../api/account-actions";
import { SettingsSection } from "./settings-section";

/** Ends every session of the account, this one included, and returns to the home page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere();

  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast.success(t("business.account.sessions.done")),
      onError: (error) => {
        console.warn("Signing out everywhere failed", error);
        toast.error(failureText(error, t, t("business.account.sessions.failed")));
      },
    });

  return (
    <SettingsSection
      id="sessions"
      title={t("business.account.sessions.heading")}
      hint={t("business.account.sessions.hint")}
    >
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={signOut.isPending}
        onClick={onClick}
      >
        <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
        {signOut.isPending
          ? t("business.account.sessions.submitting")
          : t("business.account.sessions.submit")}
      </Button>
    </SettingsSection>
  );
}
