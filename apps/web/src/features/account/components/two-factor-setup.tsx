import { useState } from "react";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { type TwoFactorEnrolment, useEnableTwoFactor } from "../api/enable-two-factor";
import { totpSecret } from "../lib/totp-secret";
import { BackupCodes } from "./backup-codes";
import { ConfirmCodeForm } from "./confirm-code-form";
import { PasswordPrompt } from "./password-prompt";
import { QrCode } from "./qr-code";

/**
 * Turning two-factor sign-in on: the password, then the app's QR code (or its key typed in), the
 * backup codes, and a first code from the app, which is when it is on.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [asking, setAsking] = useState(false);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);

  if (enrolment) {
    const secret = totpSecret(enrolment.totpURI);
    return (
      <ol className="grid gap-6">
        <li className="grid gap-3">
          <h3 className="font-semibold">{t("business.account.twoFactor.scanTitle")}</h3>
          <QrCode text={enrolment.totpURI} label={t("business.account.twoFactor.qrLabel")} />
          {secret ? (
            <p className="grid gap-1 text-sm">
              <span>{t("business.account.twoFactor.manual")}</span>
              <LtrText className="break-all font-mono text-base">{secret}</LtrText>
            </p>
          ) : null}
        </li>
        <li className="grid gap-3">
          <h3 className="font-semibold">{t("business.account.twoFactor.backupTitle")}</h3>
          <BackupCodes codes={enrolment.backupCodes} />
        </li>
        <li className="grid gap-3">
          <h3 className="font-semibold">{t("business.account.twoFactor.confirmTitle")}</h3>
          <ConfirmCodeForm onConfirmed={onEnabled} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => setEnrolment(null)}
          >
            {t("business.account.twoFactor.cancel")}
          </Button>
        </li>
      </ol>
    );
  }
  if (asking) {
    return (
      <PasswordPrompt
        submitLabel={t("business.account.twoFactor.continue")}
        busy={enable.isPending}
        failedText={t("business.account.twoFactor.failed")}
        onSubmit={async (password) => setEnrolment(await enable.mutateAsync(password))}
        onCancel={() => setAsking(false)}
      />
    );
  }
  return (
    <Button type="button" className="justify-self-start" onClick={() => setAsking(true)}>
      {t("business.account.twoFactor.setUp")}
    </Button>
  );
}
