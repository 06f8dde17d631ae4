import { INDUSTRIES, type Industry } from "../catalog.ts";
import { CATALOG_LABELS } from "../catalog-labels.ts";
import type { NeedEntry } from "./types.ts";

/**
 * "other" names no need a buyer could search for (its labels are "Other", "أخرى", "अन्य"), so
 * it has no entry.
 */
export const UNSEARCHABLE_INDUSTRIES = ["other"] as const satisfies readonly Industry[];
type SearchableIndustry = Exclude<Industry, (typeof UNSEARCHABLE_INDUSTRIES)[number]>;

interface Synonyms {
  en: string[];
  ar: string[];
  hi: string[];
  hiLatn: string[];
  words: string[];
}

/** What buyers call each industry besides its label; the label itself comes from catalog-labels. */
const SYNONYMS: Record<SearchableIndustry, Synonyms> = {
  "e-commerce": {
    en: ["ecommerce", "online store", "online shop", "D2C brand"],
    ar: ["متجر إلكتروني", "المتاجر الإلكترونية", "البيع أونلاين"],
    hi: ["ऑनलाइन स्टोर", "ऑनलाइन बिज़नेस", "ऑनलाइन दुकान"],
    hiLatn: ["online dukaan", "online business", "online dukan", "ecommerce"],
    words: ["ecommerce", "e-commerce", "online", "store", "shop", "d2c"],
  },
  healthcare: {
    en: ["hospitals", "clinics", "health care", "medical"],
    ar: ["المستشفيات", "العيادات", "القطاع الصحي", "الصحة"],
    hi: ["अस्पताल", "क्लिनिक", "हेल्थकेयर", "चिकित्सा"],
    hiLatn: ["aspatal", "hospital", "clinic", "aspataal"],
    words: ["health", "hospital", "clinic", "patient", "medical"],
  },
  finance: {
    en: ["banking", "financial services", "fintech", "insurance"],
    ar: ["البنوك", "الخدمات المالية", "التقنية المالية", "التأمين"],
    hi: ["बैंकिंग", "वित्तीय सेवाएं", "फिनटेक", "बीमा"],
    hiLatn: ["bank", "bima", "fintech", "banking"],
    words: ["bank", "banking", "fintech", "insurance", "lending"],
  },
  education: {
    en: ["schools", "universities", "edtech", "coaching centres"],
    ar: ["المدارس", "الجامعات", "التعليم الإلكتروني", "معاهد التدريب"],
    hi: ["स्कूल", "कॉलेज", "एडटेक", "कोचिंग संस्थान"],
    hiLatn: ["shiksha", "school", "coaching", "coaching institute"],
    words: ["school", "university", "edtech", "student", "teacher"],
  },
  manufacturing: {
    en: ["factories", "industrial", "production plants"],
    ar: ["المصانع", "الصناعة", "القطاع الصناعي"],
    hi: ["मैन्युफैक्चरिंग", "फैक्ट्री", "कारखाना", "उद्योग"],
    hiLatn: ["factory", "karkhana", "manufacturing", "utpadan"],
    words: ["factory", "plant", "production", "industrial"],
  },
  "real-estate": {
    en: ["property", "property developers", "real estate brokers"],
    ar: ["القطاع العقاري", "التطوير العقاري", "الوساطة العقارية"],
    hi: ["प्रॉपर्टी", "संपत्ति", "प्रॉपर्टी डीलर"],
    hiLatn: ["property dealer", "zameen jaydad", "real estate", "makaan aur zameen"],
    words: ["property", "real-estate", "broker", "developer"],
  },
  retail: {
    en: ["shops", "stores", "supermarkets", "retail chains"],
    ar: ["تجارة التجزئة", "المحلات التجارية", "السوبرماركت"],
    hi: ["रिटेल", "दुकान", "सुपरमार्केट", "किराना स्टोर"],
    hiLatn: ["dukaan", "kirana", "retail", "kirana store"],
    words: ["retail", "store", "shop", "supermarket", "kirana"],
  },
  logistics: {
    en: ["shipping", "courier companies", "freight", "supply chain"],
    ar: ["الشحن", "النقل", "شركات التوصيل", "سلسلة الإمداد"],
    hi: ["शिपिंग", "कूरियर", "परिवहन", "सप्लाई चेन"],
    hiLatn: ["transport", "courier", "logistics", "maal dhulai"],
    words: ["logistics", "shipping", "freight", "courier", "transport", "supply-chain"],
  },
  hospitality: {
    en: ["hotels", "restaurants", "travel and tourism"],
    ar: ["الفنادق", "المطاعم", "السياحة"],
    hi: ["होटल", "रेस्टोरेंट", "पर्यटन", "हॉस्पिटैलिटी"],
    hiLatn: ["hotel", "restaurant", "hotel business", "dhaba aur restaurant"],
    words: ["hotel", "restaurant", "hospitality", "tourism", "travel"],
  },
};

function isSearchable(industry: Industry): industry is SearchableIndustry {
  return !(UNSEARCHABLE_INDUSTRIES as readonly Industry[]).includes(industry);
}

/** One entry per searchable industry; its display forms are the industry's translated labels. */
export const INDUSTRY_NEEDS: NeedEntry[] = INDUSTRIES.filter(isSearchable).map((industry) => {
  const synonyms = SYNONYMS[industry];
  return {
    id: `industry-${industry}`,
    kind: "industry",
    en: [CATALOG_LABELS.en.industries[industry], ...synonyms.en],
    ar: [CATALOG_LABELS.ar.industries[industry], ...synonyms.ar],
    hi: [CATALOG_LABELS.hi.industries[industry], ...synonyms.hi],
    hiLatn: synonyms.hiLatn,
    categories: [],
    industries: [industry],
    words: synonyms.words,
  };
});
