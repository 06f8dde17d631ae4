import { usePasskeySupport } from "@/lib/passkey-support";
import { useTranslation } from "@/lib/use-translation";
import { usePasskeys } from "../api/list-passkeys";
import { AddPasskey } from "./add-passkey";
import { PasskeyList } from "./passkey-list";
import { PasskeysElsewhere } from "./passkeys-elsewhere";
import { SettingsSection } from "./settings-section";

/**
 * Passkeys: my list (rename, remove) wherever the page is; adding one only where a passkey can
 * work (lib/passkey-support.ts) and once the address is confirmed, else one line on why not.
 */
export function PasskeysSection({ emailVerified }: { emailVerified: boolean }) {
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
      {support === "available" && passkeys.isSuccess && emailVerified ? (
        <AddPasskey count={passkeys.data.length} />
      ) : null}
      {support === "available" && !emailVerified ? (
        // The server adds no passkey before the address is confirmed (issue 46).
        <p className="text-slate-600 text-sm">{t("business.account.passkeys.confirmFirst")}</p>
      ) : null}
      {support === "otherAddress" ? <PasskeysElsewhere /> : null}
      {support === "unavailable" ? (
        <p className="text-slate-600 text-sm">{t("business.account.passkeys.unavailable")}</p>
      ) : null}
    </SettingsSection>
  );
}
