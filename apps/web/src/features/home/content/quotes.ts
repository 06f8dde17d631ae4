/**
 * "Insights from AI Leaders": public statements quoted word for word, each with where it was
 * said or published. Only add a quote whose exact wording can be checked in the source; never
 * paraphrase. The text stays in the original English in every language (the speaker's words);
 * the speaker's role is translated in `locales/home/*.json` under `insights.roles.<id>`.
 */
export interface QuoteSource {
  /** Publication, talk or event, as it is known. */
  title: string;
  year: number;
  url?: string;
}

export interface LeaderQuote {
  id: QuoteId;
  text: string;
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
    speaker: "Sundar Pichai",
    source: {
      title: "Recode and MSNBC town hall “Revolution: Google and YouTube Changing the World”",
      year: 2018,
    },
  },
  {
    id: "huang",
    text: "Software is eating the world, but AI is going to eat software.",
    speaker: "Jensen Huang",
    source: { title: "MIT Technology Review, interview at NVIDIA GTC", year: 2017 },
  },
  {
    id: "gates",
    text: "The development of AI is as fundamental as the creation of the microprocessor, the personal computer, the Internet, and the mobile phone.",
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
    speaker: "Satya Nadella",
    source: { title: "Microsoft Build keynote", year: 2016 },
  },
  {
    id: "altman",
    text: "In the next couple of decades, we will be able to do things that would have seemed like magic to our grandparents.",
    speaker: "Sam Altman",
    source: { title: "“The Intelligence Age”", year: 2024, url: "https://ia.samaltman.com/" },
  },
  {
    id: "rometty",
    text: "If I considered the initials AI, I would have preferred augmented intelligence.",
    speaker: "Ginni Rometty",
    source: { title: "Bloomberg Businessweek interview", year: 2017 },
  },
  {
    id: "jassy",
    text: "If your mission is to make customers’ lives better and easier every day, and you believe every customer experience will be reinvented by AI, you’re going to invest deeply and broadly in AI.",
    speaker: "Andy Jassy",
    source: { title: "Amazon 2024 Letter to Shareholders", year: 2025 },
  },
  {
    id: "andreessen",
    text: "AI will not destroy the world, and in fact may save it.",
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
    speaker: "Alan Turing",
    source: {
      title: "“Computing Machinery and Intelligence”, Mind",
      year: 1950,
      url: "https://doi.org/10.1093/mind/LIX.236.433",
    },
  },
];
