import { type Currency, PRICE_LIMITS } from "@app/shared/price-vocabulary";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import "@/lib/fact-texts";
import { useTranslation } from "@/lib/use-translation";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "./search-box";

interface PriceCeilingFieldProps {
  /** The ceiling in the URL. */
  value: number | undefined;
  /** The currency it is in: the URL's, or the reader's for a new one. */
  currency: Currency;
  onChange: (value: number | undefined) => void;
}

/** A number, or nothing for an empty or unreadable entry. */
function ceilingOf(text: string): number | undefined {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The most a month may cost, applied as typing stops (like the search box); follows the URL on
 * Back/Forward and "Clear filters".
 */
export function PriceCeilingField({ value, currency, onChange }: PriceCeilingFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value === undefined ? "" : String(value));
  const debounced = useDebouncedValue(ceilingOf(text), SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    if (debounced !== latest.current.value) latest.current.onChange(debounced);
  }, [debounced]);

  const typed = useRef(debounced);
  typed.current = debounced;
  useEffect(() => {
    if (value !== typed.current) setText(value === undefined ? "" : String(value));
  }, [value]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-slate-600 text-xs">
        {t("regionalFacts.filters.priceMax", { currency })}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={PRICE_LIMITS.amountMax}
        step="any"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t("regionalFacts.filters.anyPrice")}
        className="h-10"
      />
    </div>
  );
}
