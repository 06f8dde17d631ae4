/**
 * Arabic and Hindi texts of the demo catalogue (see ../demo-tools.ts), keyed by the tool's slug.
 * Names stay as the vendor wrote them; nothing reads these yet (the database columns come later).
 */
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
