import { CATEGORIES } from "../catalog.ts";
import { CATALOG_LABELS, CATEGORY_KEYS } from "../catalog-labels.ts";
import type { NeedEntry } from "./types.ts";

type CategoryKey = (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS];

interface Synonyms {
  en: string[];
  ar: string[];
  hi: string[];
  hiLatn: string[];
  words: string[];
}

/** What buyers call each category besides its label; the label itself comes from catalog-labels. */
const SYNONYMS: Record<CategoryKey, Synonyms> = {
  customerService: {
    en: ["customer support", "customer care", "helpdesk", "support team"],
    ar: ["دعم العملاء", "خدمة الزبائن", "مركز الاتصال", "الدعم الفني"],
    hi: ["ग्राहक सहायता", "कस्टमर सपोर्ट", "कस्टमर केयर", "हेल्पडेस्क"],
    hiLatn: ["grahak seva", "grahak sahayata", "customer care", "customer support"],
    words: ["support", "customer", "helpdesk", "service"],
  },
  marketingSales: {
    en: ["marketing", "sales", "advertising", "digital marketing"],
    ar: ["التسويق", "المبيعات", "الإعلان", "التسويق الرقمي"],
    hi: ["मार्केटिंग", "बिक्री", "सेल्स", "डिजिटल मार्केटिंग"],
    hiLatn: ["marketing", "bikri", "prachar", "sales badhana"],
    words: ["marketing", "sales", "advertising", "campaign"],
  },
  dataAnalytics: {
    en: ["analytics", "data analysis", "business reporting"],
    ar: ["تحليلات البيانات", "التحليلات", "التقارير"],
    hi: ["डेटा विश्लेषण", "एनालिटिक्स", "विश्लेषण"],
    hiLatn: ["data analytics", "data ka vishleshan", "data analysis", "business report"],
    words: ["analytics", "data", "insight", "report"],
  },
  contentCreation: {
    en: ["content writing", "content generation", "copywriting"],
    ar: ["صناعة المحتوى", "كتابة المحتوى"],
    hi: ["कंटेंट क्रिएशन", "कंटेंट लेखन", "सामग्री निर्माण"],
    hiLatn: ["content banana", "content likhna", "content writing", "content banane wala ai"],
    words: ["content", "writing", "copy", "creative"],
  },
  hrRecruitment: {
    en: ["HR", "human resources", "recruitment", "hiring"],
    ar: ["الموارد البشرية", "التوظيف", "شؤون الموظفين"],
    hi: ["एचआर", "मानव संसाधन", "भर्ती", "हायरिंग"],
    hiLatn: ["bharti", "naukri bharti", "hr software", "staff ki bharti"],
    words: ["hr", "recruitment", "hiring", "employee", "talent"],
  },
  operationsAutomation: {
    en: ["operations", "automation", "business process automation"],
    ar: ["العمليات", "الأتمتة", "أتمتة العمليات التجارية"],
    hi: ["ऑपरेशंस", "ऑटोमेशन", "संचालन", "प्रक्रिया स्वचालन"],
    hiLatn: ["automation", "sanchalan", "business automation", "kaam ka automation"],
    words: ["operations", "automation", "process", "workflow"],
  },
  financeAccounting: {
    en: ["accounting", "bookkeeping", "finance team"],
    ar: ["المحاسبة", "الحسابات", "مسك الدفاتر"],
    hi: ["अकाउंटिंग", "लेखांकन", "हिसाब-किताब", "बहीखाता"],
    hiLatn: ["accounting", "lekha", "hisab kitab", "hisaab kitaab"],
    words: ["accounting", "finance", "bookkeeping", "ledger"],
  },
  developmentTools: {
    en: ["developer tools", "dev tools", "software development"],
    ar: ["أدوات المطورين", "تطوير البرمجيات", "البرمجة"],
    hi: ["डेवलपर टूल्स", "सॉफ्टवेयर डेवलपमेंट", "प्रोग्रामिंग"],
    hiLatn: ["coding tools", "programming", "developer tools", "software banana"],
    words: ["developer", "api", "sdk", "code", "software"],
  },
};

/** One entry per category; its display forms are the category's translated labels. */
export const CATEGORY_NEEDS: NeedEntry[] = CATEGORIES.map((category) => {
  const key = CATEGORY_KEYS[category];
  const synonyms = SYNONYMS[key];
  return {
    id: `category-${category.toLowerCase().replace(/[^a-z]+/g, "-")}`,
    kind: "category",
    en: [CATALOG_LABELS.en.categories[key], ...synonyms.en],
    ar: [CATALOG_LABELS.ar.categories[key], ...synonyms.ar],
    hi: [CATALOG_LABELS.hi.categories[key], ...synonyms.hi],
    hiLatn: synonyms.hiLatn,
    categories: [category],
    industries: [],
    words: synonyms.words,
  };
});
