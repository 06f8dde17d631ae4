import { ArrowDown, ArrowUp, Minus } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";

/** A score's change since the last saved result, in words (the arrow only draws it). */
export function ChangeText({ value }: { value: number }) {
  const { t } = useTranslation();
  const Icon = value > 0 ? ArrowUp : value < 0 ? ArrowDown : Minus;
  const text =
    value > 0
      ? t("maturity.result.changeUp", { value })
      : value < 0
        ? t("maturity.result.changeDown", { value: -value })
        : t("maturity.result.changeSame");
  const tone = value > 0 ? "text-emerald-700" : value < 0 ? "text-red-700" : "text-slate-600";
  return (
    <span className={`inline-flex items-center gap-1 font-medium text-sm ${tone}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
