import type { FactKind } from "@app/shared/fact-vocabulary";
import { useTranslation } from "@/lib/use-translation";
import "./fact-texts";

/**
 * Translated names of a regional fact's kind and value (`regionalFacts.*`, lib/fact-texts.ts: the
 * one vocabulary the tool page, the marketplace filters and the forms share).
 */
export function useFactLabels() {
  const { t } = useTranslation();
  return {
    kind: (kind: FactKind) => t(`regionalFacts.kinds.${kind}`),
    value: (kind: FactKind, value: string) =>
      t(`regionalFacts.values.${kind}.${value}` as `regionalFacts.values.hosting.uae`, {
        defaultValue: value,
      }),
  };
}
