import {
  type FactKind,
  type FactValue,
  factInputSchema,
  type StoredFact,
} from "@app/shared/regional-facts";

/** One demo fact: its kind, value, the evidence page's path on the tool's site, verified or not. */
type DemoFact = {
  [K in FactKind]: [kind: K, value: FactValue<K>, path: string, verified?: "verified"];
}[FactKind];

/**
 * The demo tools' declared regional facts, by slug; each links to a page of the tool's own
 * (invented) website. Some were verified by the team at seeding time (no verifier account).
 */
export const DEMO_REGIONAL_FACTS: Readonly<Record<string, readonly DemoFact[]>> = {
  "qalam-support-desk": [
    ["interfaceLanguage", "ar", "/languages"],
    ["interfaceLanguage", "en", "/languages"],
    ["contentLanguage", "ar-gulf", "/languages", "verified"],
    ["contentLanguage", "ar-msa", "/languages"],
    ["hosting", "uae", "/trust", "verified"],
    ["compliance", "uae-pdpl", "/trust/privacy", "verified"],
    ["localSupport", "uae", "/support"],
  ],
  "saheli-whatsapp-chatbot": [
    ["interfaceLanguage", "hi", "/languages"],
    ["contentLanguage", "hi", "/languages", "verified"],
    ["contentLanguage", "hinglish", "/languages", "verified"],
    ["hosting", "india", "/trust", "verified"],
    ["compliance", "india-dpdp-2023", "/trust/dpdp"],
    ["localPayment", "india", "/pricing"],
    ["localSupport", "india", "/support"],
  ],
  "marhaba-guest-concierge": [
    ["contentLanguage", "ar-gulf", "/languages"],
    ["contentLanguage", "hi", "/languages"],
    ["hosting", "uae", "/trust"],
    ["localSupport", "uae", "/support"],
  ],
  "sada-voice-agent": [
    ["contentLanguage", "ar-gulf", "/voices", "verified"],
    ["contentLanguage", "ar-egyptian", "/voices"],
    ["contentLanguage", "hi", "/voices"],
    ["hosting", "saudi", "/trust", "verified"],
    ["compliance", "saudi-pdpl", "/trust/pdpl"],
    ["localSupport", "saudi", "/support"],
  ],
  "rahma-patient-assist": [
    ["contentLanguage", "ar-msa", "/languages"],
    ["contentLanguage", "ar-gulf", "/languages"],
    ["hosting", "saudi", "/security"],
    ["compliance", "saudi-pdpl", "/security/pdpl", "verified"],
    ["compliance", "iso27001", "/security/iso-27001"],
  ],
  "replyloom-ticket-triage": [
    ["contentLanguage", "ar-msa", "/languages"],
    ["contentLanguage", "hi", "/languages"],
    ["hosting", "eu", "/trust"],
    ["compliance", "gdpr", "/trust/gdpr"],
    ["compliance", "soc2", "/trust/soc2", "verified"],
  ],
  "bazaar-pulse-ad-studio": [
    ["contentLanguage", "ar-gulf", "/languages"],
    ["contentLanguage", "ar-egyptian", "/languages"],
    ["hosting", "uae", "/trust"],
  ],
  "saqr-lead-prospector": [
    ["interfaceLanguage", "ar", "/languages"],
    ["hosting", "saudi", "/trust"],
    ["localSupport", "saudi", "/support"],
  ],
  "dhow-crm-copilot": [
    ["interfaceLanguage", "ar", "/languages"],
    ["hosting", "uae", "/trust"],
    ["compliance", "uae-pdpl", "/trust/privacy"],
  ],
  "leadlantern-sales-chatbot": [
    ["hosting", "us", "/trust"],
    ["compliance", "soc2", "/trust/soc2"],
    ["compliance", "gdpr", "/trust/gdpr"],
  ],
  "sahara-insights-bi": [
    ["interfaceLanguage", "ar", "/languages", "verified"],
    ["hosting", "saudi", "/trust", "verified"],
    ["hosting", "uae", "/trust"],
    ["compliance", "saudi-pdpl", "/trust/pdpl"],
    ["compliance", "iso27001", "/trust/iso-27001"],
  ],
  "ganit-demand-forecast": [
    ["hosting", "india", "/trust"],
    ["compliance", "india-dpdp-2023", "/trust/dpdp"],
  ],
  "qafila-fleet-analytics": [["hosting", "uae", "/trust"]],
  "sawal-data-assistant": [
    ["contentLanguage", "ar-msa", "/languages"],
    ["contentLanguage", "ar-levantine", "/languages"],
    ["contentLanguage", "hi", "/languages"],
    ["contentLanguage", "hinglish", "/languages"],
    ["hosting", "eu", "/trust"],
  ],
  "bayan-arabic-copywriter": [
    ["interfaceLanguage", "ar", "/languages"],
    ["contentLanguage", "ar-msa", "/dialects", "verified"],
    ["contentLanguage", "ar-gulf", "/dialects"],
    ["contentLanguage", "ar-levantine", "/dialects"],
    ["contentLanguage", "ar-egyptian", "/dialects"],
  ],
  "mizan-translate-pro": [
    ["contentLanguage", "ar-msa", "/languages"],
    ["contentLanguage", "ar-egyptian", "/languages"],
    ["contentLanguage", "hi", "/languages"],
    ["compliance", "iso27001", "/security"],
  ],
  "wadi-talent-screener": [
    ["hosting", "saudi", "/trust"],
    ["compliance", "saudi-pdpl", "/trust/pdpl"],
    ["localSupport", "saudi", "/support"],
  ],
  "sahayak-interview-scheduler": [
    ["interfaceLanguage", "hi", "/languages"],
    ["contentLanguage", "hi", "/languages"],
    ["contentLanguage", "hinglish", "/languages"],
    ["hosting", "india", "/trust", "verified"],
  ],
  "onboard-buddy": [
    ["interfaceLanguage", "ar", "/languages"],
    ["interfaceLanguage", "hi", "/languages"],
  ],
  "khazna-inventory-autopilot": [
    ["hosting", "india", "/trust"],
    ["hosting", "uae", "/trust"],
    ["localPayment", "india", "/payments"],
  ],
  "sijill-invoice-scanner": [
    ["einvoicing", "zatca", "/zatca", "verified"],
    ["hosting", "saudi", "/trust"],
    ["compliance", "saudi-pdpl", "/trust/pdpl"],
  ],
  "roznamcha-books-assistant": [
    ["interfaceLanguage", "hi", "/languages"],
    ["einvoicing", "india-gst-einvoice", "/gst", "verified"],
    ["hosting", "india", "/trust"],
    ["localPayment", "india", "/payments"],
  ],
  "dirham-vat-copilot": [
    ["hosting", "uae", "/trust", "verified"],
    ["compliance", "uae-pdpl", "/trust/privacy"],
    ["einvoicing", "zatca", "/zatca"],
    ["localSupport", "uae", "/support"],
  ],
  "bahi-ledger-sync": [
    ["contentLanguage", "hinglish", "/languages"],
    ["einvoicing", "india-gst-einvoice", "/gst"],
    ["localPayment", "india", "/payments"],
  ],
  "invoice-reminder-agent": [
    ["localPayment", "uae", "/payments"],
    ["localPayment", "saudi", "/payments"],
    ["localPayment", "india", "/payments"],
  ],
  "hawa-chatbot-sdk": [
    ["contentLanguage", "ar-gulf", "/docs/languages"],
    ["contentLanguage", "hinglish", "/docs/languages"],
    ["hosting", "other", "/docs/hosting"],
  ],
  "lughah-nlp-api": [
    ["contentLanguage", "ar-msa", "/docs/dialects", "verified"],
    ["contentLanguage", "ar-gulf", "/docs/dialects"],
    ["contentLanguage", "ar-levantine", "/docs/dialects"],
    ["contentLanguage", "ar-egyptian", "/docs/dialects"],
    ["hosting", "saudi", "/docs/regions"],
    ["hosting", "uae", "/docs/regions"],
  ],
  "prompt-workbench": [
    ["hosting", "us", "/trust"],
    ["hosting", "eu", "/trust"],
    ["compliance", "soc2", "/trust/soc2"],
  ],
  "sahil-model-gateway": [
    ["hosting", "uae", "/regions", "verified"],
    ["hosting", "saudi", "/regions"],
    ["compliance", "uae-pdpl", "/trust/privacy"],
    ["compliance", "saudi-pdpl", "/trust/pdpl"],
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo tool's facts as the listing keeps them: declared when the tool was listed, the verified
 * ones verified three days later (or now, for a tool listed today); none without a website.
 */
export function demoRegionalFacts(
  slug: string,
  websiteUrl: string | null,
  listedAt: Date,
): StoredFact[] {
  if (!websiteUrl) return [];
  const verifiedAt = new Date(Math.min(listedAt.getTime() + 3 * DAY_MS, Date.now()));
  return (DEMO_REGIONAL_FACTS[slug] ?? []).map(([kind, value, path, verified]) => ({
    ...factInputSchema.parse({ kind, value, evidenceUrl: new URL(path, websiteUrl).href }),
    declaredAt: listedAt.toISOString(),
    verifiedAt: verified ? verifiedAt.toISOString() : null,
    verifiedBy: null,
  }));
}
