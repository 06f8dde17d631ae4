import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { useSignOutEverywhere } from "../api/account-actions";
import { SettingsSection } from "./settings-section";

/** Ends every session of the account, this one included, and returns to the home page. */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const signOut = useSignOutEverywhere();

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
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
        {signOut.isPending
          ? t("business.account.sessions.submitting")
          : t("business.account.sessions.submit")}
      </Button>
    </SettingsSection>
  );
}
