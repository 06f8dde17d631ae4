/**
 * What a buyer in the Gulf or India asks before "will it work here": the facts a vendor declares
 * about a listing, each with a link to its evidence, and which of them an admin has verified.
 */
export const FACT_KINDS = {
  /** Languages of the product's own screens. */
  interfaceLanguage: ["en", "ar", "hi"],
  /** Languages the tool reads and writes (Arabic by dialect, Hindi and Hinglish). */
  contentLanguage: ["en", "ar-msa", "ar-gulf", "ar-levantine", "ar-egyptian", "hi", "hinglish"],
  /** Where the customer's data is kept. */
  hosting: ["uae", "saudi", "india", "eu", "us", "other"],
  compliance: ["uae-pdpl", "saudi-pdpl", "india-dpdp-2023", "gdpr", "soc2", "iso27001"],
  /** Local e-invoicing the tool issues or connects to. */
  einvoicing: ["zatca", "india-gst-einvoice"],
  /** The country whose local payment methods it takes (mada, UPI...). */
  localPayment: ["uae", "saudi", "india"],
  /** The country in whose business hours it offers support. */
  localSupport: ["uae", "saudi", "india"],
} as const satisfies Record<string, readonly string[]>;
export type FactKind = keyof typeof FACT_KINDS;
export const FACT_KIND_NAMES = Object.keys(FACT_KINDS) as FactKind[];
export type FactValue<K extends FactKind = FactKind> = (typeof FACT_KINDS)[K][number];

/** The Arabic dialects among the content languages (the "Arabic dialect" filter's values). */
export const ARABIC_DIALECTS = ["ar-msa", "ar-gulf", "ar-levantine", "ar-egyptian"] as const;
/** The content languages that count as "supports Hindi" (the Hindi filter). */
export const HINDI_CONTENT = ["hi", "hinglish"] as const;

/**
 * The marketplace's regional filters (`?hosting=`, `?compliance=`, `?dialect=`, counted as
 * facets): the kind of fact each reads and the values it offers. Hindi is a toggle of its own.
 */
export const FACT_FILTERS = {
  hosting: { kind: "hosting", values: FACT_KINDS.hosting },
  compliance: { kind: "compliance", values: FACT_KINDS.compliance },
  dialect: { kind: "contentLanguage", values: ARABIC_DIALECTS },
} as const satisfies Record<string, { kind: FactKind; values: readonly string[] }>;
export type FactFilter = keyof typeof FACT_FILTERS;

export const FACT_LIMITS = { facts: 40, evidenceUrl: 500 } as const;

/** Whether `value` is one of `kind`'s values. */
export function isFactValue(kind: FactKind, value: string): boolean {
  return (FACT_KINDS[kind] as readonly string[]).includes(value);
}

/** One declared fact: a kind, one of its values, and the link to its evidence. */
export interface FactDeclaration {
  kind: FactKind;
  value: string;
  evidenceUrl: string;
}

/** A fact as a listing keeps and shows it: declared on a day, verified by an admin or not. */
export interface ListingFact extends FactDeclaration {
  declaredAt: string;
  verifiedAt: string | null;
}

/** What `solutions_catalog.regional_facts` holds per fact (the verifier stays on the server). */
export type StoredFact = ListingFact & { verifiedBy: string | null };

/**
 * The declared facts a listing keeps after an approval or an edit: a fact declared again with the
 * same evidence keeps its date and its verification; a new or changed one starts unverified.
 */
export function mergeFacts(
  previous: readonly StoredFact[],
  declared: readonly FactDeclaration[],
  now: string,
): StoredFact[] {
  const before = new Map(previous.map((fact) => [`${fact.kind}:${fact.value}`, fact]));
  return declared.map((fact) => {
    const kept = before.get(`${fact.kind}:${fact.value}`);
    if (kept && kept.evidenceUrl === fact.evidenceUrl) return kept;
    return { ...fact, declaredAt: now, verifiedAt: null, verifiedBy: null };
  });
}
