import type { Language } from "@app/shared/i18n";

/** The words of each e-mail in each language; {placeholders} are filled by templates.ts. */
export const EMAIL_COPY = {
  en: {
    greeting: "Hello {name},",
    consultationSubject: "We received your consultation request",
    consultationBody:
      "Thank you for booking a free AI consultation with {brand}. We'll contact you within {hours} hours to schedule your {minutes}-minute session.",
    submissionSubject: "We received your AI tool: {tool}",
    submissionBody:
      "Thank you for submitting {tool} to {brand}. Our team will review it and contact you within {days} business days.",
    yourRequest: "What you sent us",
    questions: "Questions? Write to {email} or call {phone}.",
    signature: "The {brand} team",
    fields: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      company: "Company",
      industry: "Industry",
      details: "Details",
      tool: "Tool",
      category: "Category",
      pricingModel: "Pricing model",
      website: "Website",
      description: "Description",
      features: "Key features",
      audience: "Target audience",
      caseStudies: "Case studies",
      integrations: "Integrations",
      vendor: "Vendor",
    },
  },
  ar: {
    greeting: "مرحبًا {name}،",
    consultationSubject: "استلمنا طلب الاستشارة الخاص بك",
    consultationBody:
      "شكرًا لحجزك استشارة مجانية في الذكاء الاصطناعي مع {brand}. سنتواصل معك خلال {hours} ساعة لتحديد موعد جلستك التي تستغرق {minutes} دقيقة.",
    submissionSubject: "استلمنا أداة الذكاء الاصطناعي الخاصة بك: {tool}",
    submissionBody:
      "شكرًا لتقديمك {tool} إلى {brand}. سيراجعها فريقنا ويتواصل معك خلال {days} أيام عمل.",
    yourRequest: "ما أرسلته إلينا",
    questions: "لديك أسئلة؟ راسلنا على {email} أو اتصل على {phone}.",
    signature: "فريق {brand}",
    fields: {
      name: "الاسم",
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      company: "الشركة",
      industry: "القطاع",
      details: "التفاصيل",
      tool: "الأداة",
      category: "الفئة",
      pricingModel: "نموذج التسعير",
      website: "الموقع الإلكتروني",
      description: "الوصف",
      features: "الميزات الرئيسية",
      audience: "الجمهور المستهدف",
      caseStudies: "دراسات الحالة",
      integrations: "التكاملات",
      vendor: "المزوّد",
    },
  },
  hi: {
    greeting: "नमस्ते {name},",
    consultationSubject: "हमें आपका परामर्श अनुरोध मिल गया है",
    consultationBody:
      "{brand} के साथ मुफ़्त AI परामर्श बुक करने के लिए धन्यवाद। हम {hours} घंटों के भीतर आपसे संपर्क करके आपके {minutes} मिनट के सत्र का समय तय करेंगे।",
    submissionSubject: "हमें आपका AI टूल मिल गया है: {tool}",
    submissionBody:
      "{brand} पर {tool} सबमिट करने के लिए धन्यवाद। हमारी टीम इसकी समीक्षा करेगी और {days} कार्यदिवसों के भीतर आपसे संपर्क करेगी।",
    yourRequest: "आपने हमें जो भेजा",
    questions: "कोई सवाल? {email} पर लिखें या {phone} पर कॉल करें।",
    signature: "{brand} टीम",
    fields: {
      name: "नाम",
      email: "ईमेल",
      phone: "फ़ोन",
      company: "कंपनी",
      industry: "उद्योग",
      details: "विवरण",
      tool: "टूल",
      category: "श्रेणी",
      pricingModel: "मूल्य निर्धारण मॉडल",
      website: "वेबसाइट",
      description: "विवरण",
      features: "मुख्य विशेषताएँ",
      audience: "लक्षित दर्शक",
      caseStudies: "केस स्टडी",
      integrations: "इंटीग्रेशन",
      vendor: "विक्रेता",
    },
  },
} as const satisfies Record<Language, Record<string, string | Record<string, string>>>;

type Copy = (typeof EMAIL_COPY)["en"];
export type EmailCopyKey = { [K in keyof Copy]: Copy[K] extends string ? K : never }[keyof Copy];
/** The labels of the fields an e-mail repeats back to the visitor. */
export type EmailFieldKey = keyof Copy["fields"];
