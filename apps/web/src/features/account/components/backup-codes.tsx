import { Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";

/** Backup codes as a list, with Copy and Download, and why to keep them. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = `${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("business.account.twoFactor.copied"));
    } catch (error) {
      console.warn("Copying the backup codes failed", error);
      toast.error(t("business.account.twoFactor.copyFailed"));
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-3">
      <p className="rounded-lg bg-amber-50 p-3 text-amber-950 text-sm">
        {t("business.account.twoFactor.backupNote")}
      </p>
      <ul
        aria-label={t("business.account.twoFactor.backupCodes")}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          {t("business.account.twoFactor.copy")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t("business.account.twoFactor.download")}
        </Button>
      </div>
    </div>
  );
}
