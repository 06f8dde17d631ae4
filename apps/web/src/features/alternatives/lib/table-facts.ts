import type { AlternativeTool } from "@app/shared/alternatives";
import type { FactKind, ListingFact } from "@app/shared/fact-vocabulary";

/**
 * One entry of a table cell: a fact's kind and value, a language code the listing gives
 * ("language"), or a vendor's own word (no kind).
 */
export interface CellItem {
  kind: FactKind | "language" | null;
  value: string;
  verified: boolean;
}

const LANGUAGE_KINDS: readonly FactKind[] = ["contentLanguage", "interfaceLanguage"];

const asItem = (fact: ListingFact): CellItem => ({
  kind: fact.kind,
  value: fact.value,
  verified: fact.verifiedAt !== null,
});

/** Where the tool keeps its customers' data, as declared (hosting facts). */
export function hostingItems(tool: Pick<AlternativeTool, "regionalFacts">): CellItem[] {
  return tool.regionalFacts.filter((fact) => fact.kind === "hosting").map(asItem);
}

/**
 * The languages the tool works in: its declared content languages, then its interface languages;
 * without either, the languages of its listing (ISO 639-1 codes).
 */
export function languageItems(
  tool: Pick<AlternativeTool, "regionalFacts" | "languagesSupported">,
): CellItem[] {
  const facts = LANGUAGE_KINDS.flatMap((kind) =>
    tool.regionalFacts.filter((fact) => fact.kind === kind),
  );
  if (facts.length > 0) return facts.map(asItem);
  return tool.languagesSupported.map((value) => ({ kind: "language", value, verified: false }));
}
