import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import type { TwoFactorMethod } from "../api/verify-two-factor";
import { TwoFactorCodeForm } from "./two-factor-code-form";

interface TwoFactorStepProps {
  /** The code was right: the session cookie is set and the session refetched. */
  onVerified: () => void | Promise<void>;
  /** Back to the password (the reader chose to, or the challenge ended: `ended`). */
  onBack: (ended: boolean) => void;
  /** What going back is called where the step is shown. */
  backLabel: string;
}

/**
 * The second step of signing in: a code from the authenticator app, or one of the backup codes
 * instead (another input, another endpoint).
 */
export function TwoFactorStep({ onVerified, onBack, backLabel }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<TwoFactorMethod>("totp");
  const other: TwoFactorMethod = method === "totp" ? "backup" : "totp";

  return (
    <div className="grid gap-3">
      <p className="text-slate-600 text-sm">
        {method === "totp" ? t("auth.twoFactor.intro") : t("auth.twoFactor.introBackup")}
      </p>
      {/* A new form per method: its own check, input and focus. */}
      <TwoFactorCodeForm
        key={method}
        method={method}
        onVerified={onVerified}
        onEnded={() => onBack(true)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => setMethod(other)}
        >
          {other === "backup" ? t("auth.twoFactor.useBackup") : t("auth.twoFactor.useApp")}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onBack(false)}>
          {backLabel}
        </Button>
      </div>
    </div>
  );
}
