import { PRICE_LIMITS } from "@app/shared/price-vocabulary";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import { useTeamSize } from "../hooks/use-team-size";
import "../plan-texts";

/** The comparison's team size: a whole number from 1 to PRICE_LIMITS.teamSizeMax. */
export function TeamSizeField() {
  const { t } = useTranslation();
  const id = useId();
  const [size, setSize] = useTeamSize();
  // What the reader typed, while it is not (yet) a size; the address keeps the last valid one.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {t("pricePlans.teamSize")}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={PRICE_LIMITS.teamSizeMax}
        step={1}
        value={draft ?? String(size)}
        onChange={(event) => {
          const text = event.target.value;
          const next = Number(text);
          if (/^\d+$/.test(text) && next >= 1 && next <= PRICE_LIMITS.teamSizeMax) {
            setDraft(null);
            setSize(next);
          } else {
            setDraft(text);
          }
        }}
        onBlur={() => setDraft(null)}
        className="h-9 w-24 rounded-md border border-slate-300 bg-white px-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
    </div>
  );
}
