import type { TranslatedLanguage } from "@app/shared/i18n";

/**
 * "Insights from AI Leaders": public statements quoted word for word, each with where it was
 * said or published. Only add a quote whose exact wording can be checked in the source; never
 * paraphrase. An Arabic or Hindi page shows the quote's translation (`translations`, faithful
 * to the original's meaning, marked as translated); the speaker's role is translated in
 * `locales/home/*.json` under `insights.roles.<id>`.
 */
export interface QuoteSource {
  /** Publication, talk or event, as it is known. */
  title: string;
  year: number;
  url?: string;
}

export interface LeaderQuote {
  id: QuoteId;
  /** The speaker's words in the original English. */
  text: string;
  translations: Record<TranslatedLanguage, string>;
  speaker: string;
  source: QuoteSource;
}

export const QUOTE_IDS = [
  "ng",
  "pichai",
  "huang",
  "gates",
  "nadella",
  "altman",
  "rometty",
  "jassy",
  "andreessen",
  "turing",
] as const;
export type QuoteId = (typeof QUOTE_IDS)[number];

export const LEADER_QUOTES: readonly LeaderQuote[] = [
  {
    id: "ng",
    text: "AI is the new electricity.",
    translations: {
      ar: "الذكاء الاصطناعي هو الكهرباء الجديدة.",
      hi: "एआई नई बिजली है।",
    },
    speaker: "Andrew Ng",
    source: {
      title: "“Artificial Intelligence is the New Electricity”, Stanford MSx Future Forum",
      year: 2017,
      url: "https://news.stanford.edu/thedish/2017/03/14/andrew-ng-why-ai-is-the-new-electricity/",
    },
  },
  {
    id: "pichai",
    text: "AI is one of the most important things humanity is working on. It is more profound than, I dunno, electricity or fire.",
    translations: {
      ar: "الذكاء الاصطناعي من أهم الأشياء التي تعمل عليها البشرية. إنه أعمق أثرًا من الكهرباء أو النار، على ما أظن.",
      hi: "एआई उन सबसे अहम चीज़ों में से एक है जिन पर मानवता काम कर रही है। यह, पता नहीं, बिजली या आग से भी ज़्यादा गहरा है।",
    },
    speaker: "Sundar Pichai",
    source: {
      title: "Recode and MSNBC town hall “Revolution: Google and YouTube Changing the World”",
      year: 2018,
    },
  },
  {
    id: "huang",
    text: "Software is eating the world, but AI is going to eat software.",
    translations: {
      ar: "البرمجيات تلتهم العالم، لكن الذكاء الاصطناعي سيلتهم البرمجيات.",
      hi: "सॉफ़्टवेयर दुनिया को निगल रहा है, लेकिन एआई सॉफ़्टवेयर को निगल जाएगा।",
    },
    speaker: "Jensen Huang",
    source: { title: "MIT Technology Review, interview at NVIDIA GTC", year: 2017 },
  },
  {
    id: "gates",
    text: "The development of AI is as fundamental as the creation of the microprocessor, the personal computer, the Internet, and the mobile phone.",
    translations: {
      ar: "تطوير الذكاء الاصطناعي لا يقل جوهرية عن ابتكار المعالج الدقيق والحاسوب الشخصي والإنترنت والهاتف المحمول.",
      hi: "एआई का विकास उतना ही बुनियादी है जितना माइक्रोप्रोसेसर, पर्सनल कंप्यूटर, इंटरनेट और मोबाइल फ़ोन का आविष्कार।",
    },
    speaker: "Bill Gates",
    source: {
      title: "GatesNotes, “The Age of AI has begun”",
      year: 2023,
      url: "https://www.gatesnotes.com/The-Age-of-AI-Has-Begun",
    },
  },
  {
    id: "nadella",
    text: "Bots are the new apps.",
    translations: {
      ar: "الروبوتات البرمجية هي التطبيقات الجديدة.",
      hi: "बॉट नए ऐप हैं।",
    },
    speaker: "Satya Nadella",
    source: { title: "Microsoft Build keynote", year: 2016 },
  },
  {
    id: "altman",
    text: "In the next couple of decades, we will be able to do things that would have seemed like magic to our grandparents.",
    translations: {
      ar: "في العقدين المقبلين سنتمكن من فعل أشياء كانت ستبدو سحرًا لأجدادنا.",
      hi: "अगले कुछ दशकों में हम ऐसे काम कर सकेंगे जो हमारे दादा-दादी को जादू जैसे लगते।",
    },
    speaker: "Sam Altman",
    source: { title: "“The Intelligence Age”", year: 2024, url: "https://ia.samaltman.com/" },
  },
  {
    id: "rometty",
    text: "If I considered the initials AI, I would have preferred augmented intelligence.",
    translations: {
      ar: "لو كان لي أن أختار ما يعنيه اختصار الذكاء الاصطناعي، لفضّلت «الذكاء المعزَّز».",
      hi: "अगर एआई के इन दो अक्षरों का अर्थ मुझे चुनना होता, तो मैं ‘संवर्धित बुद्धिमत्ता’ चुनती।",
    },
    speaker: "Ginni Rometty",
    source: { title: "Bloomberg Businessweek interview", year: 2017 },
  },
  {
    id: "jassy",
    text: "If your mission is to make customers’ lives better and easier every day, and you believe every customer experience will be reinvented by AI, you’re going to invest deeply and broadly in AI.",
    translations: {
      ar: "إذا كانت مهمتك أن تجعل حياة العملاء أفضل وأسهل كل يوم، وكنت تؤمن بأن الذكاء الاصطناعي سيعيد ابتكار كل تجربة للعملاء، فستستثمر في الذكاء الاصطناعي بعمق وعلى نطاق واسع.",
      hi: "अगर आपका मिशन हर दिन ग्राहकों की ज़िंदगी बेहतर और आसान बनाना है, और आप मानते हैं कि एआई हर ग्राहक अनुभव को नए सिरे से गढ़ेगा, तो आप एआई में गहराई से और बड़े पैमाने पर निवेश करेंगे।",
    },
    speaker: "Andy Jassy",
    source: { title: "Amazon 2024 Letter to Shareholders", year: 2025 },
  },
  {
    id: "andreessen",
    text: "AI will not destroy the world, and in fact may save it.",
    translations: {
      ar: "لن يدمّر الذكاء الاصطناعي العالم، بل قد ينقذه في الواقع.",
      hi: "एआई दुनिया को नष्ट नहीं करेगा, बल्कि असल में उसे बचा सकता है।",
    },
    speaker: "Marc Andreessen",
    source: {
      title: "“Why AI Will Save the World”, a16z",
      year: 2023,
      url: "https://a16z.com/ai-will-save-the-world/",
    },
  },
  {
    id: "turing",
    text: "We can only see a short distance ahead, but we can see plenty there that needs to be done.",
    translations: {
      ar: "لا نستطيع أن نرى إلا مسافة قصيرة أمامنا، لكننا نرى فيها الكثير مما يجب إنجازه.",
      hi: "हम आगे थोड़ी ही दूर तक देख सकते हैं, पर वहाँ भी बहुत कुछ दिखता है जो किया जाना बाकी है।",
    },
    speaker: "Alan Turing",
    source: {
      title: "“Computing Machinery and Intelligence”, Mind",
      year: 1950,
      url: "https://doi.org/10.1093/mind/LIX.236.433",
    },
  },
];

/** The quote in the page's language: the translation on an Arabic or Hindi page, else the original. */
export function quoteText(
  quote: LeaderQuote,
  language: string,
): { text: string; original: boolean } {
  const translated = quote.translations[language as TranslatedLanguage];
  return translated ? { text: translated, original: false } : { text: quote.text, original: true };
}
