import type { Profile } from "@app/shared/auth-schemas";
import { LockKeyhole, LockKeyholeOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { safeNextPath, TWO_FACTOR_SECTION_ID } from "@/lib/two-factor-setup";
import { useTranslation } from "@/lib/use-translation";
import { SettingsSection } from "./settings-section";
import { TwoFactorManage } from "./two-factor-manage";
import { TwoFactorSetup } from "./two-factor-setup";

/**
 * Two-factor sign-in: whether it is on, setting it up, new backup codes, turning it off. An admin
 * sent here from an admin page (`?next=`) is told why, and offered the way back once it is on.
 */
export function TwoFactorSection({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const next = safeNextPath(search.get("next"));
  const isAdmin = user.role === "admin";
  const [justEnabled, setJustEnabled] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // Arriving at #two-factor (sent here by an admin page): the section, not the top of the page.
  useEffect(() => {
    if (hash === `#${TWO_FACTOR_SECTION_ID}`) {
      document.getElementById(TWO_FACTOR_SECTION_ID)?.scrollIntoView({ block: "start" });
    }
  }, [hash]);
  useEffect(() => {
    if (justEnabled) doneRef.current?.focus();
  }, [justEnabled]);

  const on = user.twoFactorEnabled;
  const Icon = on ? LockKeyhole : LockKeyholeOpen;
  return (
    <SettingsSection
      id={TWO_FACTOR_SECTION_ID}
      title={t("business.account.twoFactor.heading")}
      hint={t("business.account.twoFactor.hint")}
    >
      {isAdmin && !on ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-950 text-sm">
          {t("business.account.twoFactor.adminRequired")}
        </p>
      ) : null}
      <p className="flex items-center gap-2 font-medium">
        <Icon
          aria-hidden="true"
          className={on ? "size-5 text-emerald-600" : "size-5 text-slate-500"}
        />
        {on ? t("business.account.twoFactor.on") : t("business.account.twoFactor.off")}
      </p>
      {justEnabled ? (
        <div className="grid gap-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          <p ref={doneRef} tabIndex={-1} role="status" className="text-sm outline-none">
            {t("business.account.twoFactor.enabled")}
          </p>
          {next ? (
            <Button asChild className="justify-self-start">
              <Link to={next}>{t("business.account.twoFactor.backToNext")}</Link>
            </Button>
          ) : null}
        </div>
      ) : null}
      {on ? (
        <TwoFactorManage isAdmin={isAdmin} />
      ) : user.emailVerified ? (
        <TwoFactorSetup onEnabled={() => setJustEnabled(true)} />
      ) : (
        // The server sets up no second factor before the address is confirmed (issue 46).
        <p className="text-slate-600 text-sm">{t("business.account.twoFactor.confirmFirst")}</p>
      )}
    </SettingsSection>
  );
}
