import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";

/** An honest note for sections whose content arrives in a later release. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <p className="flex items-center justify-center gap-2 rounded-xl border border-slate-300 border-dashed bg-white p-6 text-center text-slate-600">
        <Sparkles className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {t("common.comingSoon")}
      </p>
    </div>
  );
}
