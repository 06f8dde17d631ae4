import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { useGenerateBackupCodes } from "../api/generate-backup-codes";
import { BackupCodes } from "./backup-codes";
import { PasswordPrompt } from "./password-prompt";

type Action = "codes" | "off";

/** With two-factor sign-in on: new backup codes, and turning it off (not for admins). */
export function TwoFactorManage({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const generate = useGenerateBackupCodes();
  const disable = useDisableTwoFactor();

  if (action === "codes") {
    return (
      <PasswordPrompt
        submitLabel={t("business.account.twoFactor.newCodes")}
        busy={generate.isPending}
        failedText={t("business.account.twoFactor.failed")}
        onSubmit={async (password) => {
          setCodes((await generate.mutateAsync(password)).backupCodes);
          setAction(null);
        }}
        onCancel={() => setAction(null)}
      />
    );
  }
  if (action === "off") {
    return (
      <PasswordPrompt
        submitLabel={t("business.account.twoFactor.turnOff")}
        busy={disable.isPending}
        failedText={t("business.account.twoFactor.failed")}
        onSubmit={async (password) => {
          await disable.mutateAsync(password);
          toast.success(t("business.account.twoFactor.turnedOff"));
        }}
        onCancel={() => setAction(null)}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {codes ? (
        <div className="grid gap-2">
          <p role="status" className="text-sm">
            {t("business.account.twoFactor.newCodesDone")}
          </p>
          <BackupCodes codes={codes} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setAction("codes")}>
          {t("business.account.twoFactor.newCodes")}
        </Button>
        {isAdmin ? null : (
          <Button type="button" variant="outline" onClick={() => setAction("off")}>
            {t("business.account.twoFactor.turnOff")}
          </Button>
        )}
      </div>
      {isAdmin ? (
        <p className="text-slate-600 text-sm">{t("business.account.twoFactor.adminKeep")}</p>
      ) : null}
    </div>
  );
}
