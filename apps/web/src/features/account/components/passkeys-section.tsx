import { usePasskeySupport } from "@/lib/passkey-support";
import { useTranslation } from "@/lib/use-translation";
import { usePasskeys } from "../api/list-passkeys";
import { AddPasskey } from "./add-passkey";
import { PasskeyList } from "./passkey-list";
import { PasskeysElsewhere } from "./passkeys-elsewhere";
import { SettingsSection } from "./settings-section";

/**
 * Passkeys: my list (rename, remove) wherever the page is; adding one only where a passkey can
 * work (lib/passkey-support.ts), else one line on where it can.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const support = usePasskeySupport();
  const passkeys = usePasskeys();

  return (
    <SettingsSection
      id="passkeys"
      title={t("business.account.passkeys.heading")}
      hint={t("business.account.passkeys.hint")}
    >
      <PasskeyList passkeys={passkeys} />
      {support === "available" && passkeys.isSuccess ? (
        <AddPasskey count={passkeys.data.length} />
      ) : null}
      {support === "otherAddress" ? <PasskeysElsewhere /> : null}
      {support === "unavailable" ? (
        <p className="text-slate-600 text-sm">{t("business.account.passkeys.unavailable")}</p>
      ) : null}
    </SettingsSection>
  );
}
