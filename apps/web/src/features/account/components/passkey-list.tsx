import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useTranslation } from "@/lib/use-translation";
import type { usePasskeys } from "../api/list-passkeys";
import { PasskeyRow } from "./passkey-row";

/** My passkeys, or why there are none to show: loading, failed (with a retry), none yet. */
export function PasskeyList({ passkeys }: { passkeys: ReturnType<typeof usePasskeys> }) {
  const { t } = useTranslation();

  if (passkeys.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t("business.account.passkeys.loading")}</span>
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (passkeys.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-red-600 text-sm">
          {t("business.account.passkeys.loadFailed")}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => passkeys.refetch()}>
          {t("business.account.passkeys.retry")}
        </Button>
      </div>
    );
  }
  if (passkeys.data.length === 0) {
    return <p className="text-slate-600 text-sm">{t("business.account.passkeys.empty")}</p>;
  }
  return (
    <ul aria-label={t("business.account.passkeys.listLabel")} className="divide-y divide-slate-200">
      {passkeys.data.map((passkey) => (
        <PasskeyRow key={passkey.id} passkey={passkey} />
      ))}
    </ul>
  );
}
