/**
 * Arabic and Hindi texts of the demo catalogue (see ../demo-tools.ts), keyed by the tool's slug.
 * Names stay as the vendor wrote them; the seed stores them in `translations`.
 */
import type { ListingText, ListingTranslations } from "@app/shared/listing-texts";
import { AR_TEXTS_1 } from "./ar-1.ts";
import { AR_TEXTS_2 } from "./ar-2.ts";
import { HI_TEXTS_1 } from "./hi-1.ts";
import { HI_TEXTS_2 } from "./hi-2.ts";

/** A listing's translatable texts in one language, in the shape of the English fields. */
export interface DemoToolText {
  shortDesc: string;
  longDescription: string | null;
  features: string[];
  caseStudies: string[];
  targetAudience: string | null;
}

export const DEMO_TOOL_LANGUAGES = ["ar", "hi"] as const;
export type DemoToolLanguage = (typeof DEMO_TOOL_LANGUAGES)[number];

export const DEMO_TOOL_TEXTS: Record<DemoToolLanguage, Record<string, DemoToolText>> = {
  ar: { ...AR_TEXTS_1, ...AR_TEXTS_2 },
  hi: { ...HI_TEXTS_1, ...HI_TEXTS_2 },
};

/** A demo tool's texts as a listing stores them: what is null or empty is left out. */
function asListingText(text: DemoToolText | undefined): ListingText | undefined {
  if (!text) return undefined;
  return {
    shortDesc: text.shortDesc,
    ...(text.longDescription ? { longDescription: text.longDescription } : {}),
    ...(text.features.length ? { features: text.features } : {}),
    ...(text.caseStudies.length ? { caseStudies: text.caseStudies } : {}),
    ...(text.targetAudience ? { targetAudience: text.targetAudience } : {}),
  };
}

/** The `translations` of the demo tool with this slug. */
export function demoToolTranslations(slug: string): ListingTranslations {
  const ar = asListingText(DEMO_TOOL_TEXTS.ar[slug]);
  const hi = asListingText(DEMO_TOOL_TEXTS.hi[slug]);
  return { ...(ar ? { ar } : {}), ...(hi ? { hi } : {}) };
}
