import { type ToolListQuery, toolListQuerySchema } from "@app/shared/catalog-schemas";
import { normalizeSearchText } from "@app/shared/search-text";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/client.ts";
import { seedDemoData } from "../src/db/seed/seed-demo.ts";
import {
  correctSpelling,
  listTools,
  spellingWords,
} from "../src/modules/catalog/catalog.repository.ts";
import { storeNeedWords } from "../src/modules/catalog/needs/need-spelling.ts";
import { createCatalogSearch } from "../src/modules/catalog/search-index/catalog-search.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

type Listed = {
  items: { name: string; matchedNeed?: string }[];
  total: number;
  correctedQuery?: string;
  suggestedQuery?: string;
};
const search = async (query: string): Promise<Listed> => {
  const res = await client(t).get(`/api/tools?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const names = (body: Listed) => body.items.map((item) => item.name);

describe("search in the reader's language (issue 36)", () => {
  it("finds a tool by its Arabic and Hindi texts, spelled any of the usual ways", async () => {
    await insertTool(t.db, {
      name: "Souq Desk",
      category: "Customer Service",
      translations: {
        ar: { shortDesc: "مكتب مساعدة يجيب عن أسئلة العملاء على مدار الساعة" },
        hi: { shortDesc: "ग्राहकों के सवालों का ज़वाब देने वाला हेल्पडेस्क" },
      },
    });
    await insertTool(t.db, { name: "Plain Ledger", category: "Finance & Accounting" });

    // Diacritics, a hamza form and the tatweel the text does not have.
    const arabic = encodeURIComponent("مُساعدة الأسئلـــة");
    expect(names(await search(`q=${arabic}&lang=ar`))).toEqual(["Souq Desk"]);
    // The nukta the reader leaves out (ज़वाब written जवाब).
    const hindi = encodeURIComponent("जवाब हेल्पडेस्क");
    expect(names(await search(`q=${hindi}&lang=hi`))).toEqual(["Souq Desk"]);
    // Each language's document answers its own readers; an English reader searches in English.
    expect((await search(`q=${arabic}`)).total).toBe(0);
    expect((await search(`q=${arabic}&lang=hi`)).total).toBe(0);
    // And an Arabic reader's English words still search the English text.
    expect(names(await search("q=ledger&lang=ar"))).toEqual(["Plain Ledger"]);
  });

  it("finds the tools of a need no tool text names, and says why, in the reader's language", async () => {
    await insertTool(t.db, { name: "Quiet Inbox", category: "Customer Service" });
    await insertTool(t.db, { name: "Number Cruncher", category: "Data Analytics" });
    for (const [query, label] of [
      ["q=customer+service", "customer service"],
      [`q=${encodeURIComponent("خدمة العملاء")}&lang=ar`, "خدمة العملاء"],
      [`q=${encodeURIComponent("ग्राहक सेवा")}&lang=hi`, "ग्राहक सेवा"],
      ["q=grahak+seva&lang=hi", "ग्राहक सेवा"],
    ] as const) {
      const found = await search(query);
      expect(names(found), query).toEqual(["Quiet Inbox"]);
      expect(found.items[0]?.matchedNeed?.toLowerCase(), query).toBe(label);
    }
    // A search that names no need says nothing of one.
    const plain = await search("q=inbox");
    expect(names(plain)).toEqual(["Quiet Inbox"]);
    expect(plain.items[0]).not.toHaveProperty("matchedNeed");
  });

  it("ranks a text match above a tool the need found by its category alone", async () => {
    await insertTool(t.db, { name: "Alpha Desk", category: "Customer Service", rating: 5 });
    await insertTool(t.db, {
      name: "Beta Desk",
      category: "Customer Service",
      rating: 1,
      shortDesc: "Answers customer service questions around the clock.",
    });
    expect(names(await search("q=customer+service"))).toEqual(["Beta Desk", "Alpha Desk"]);
  });

  it("writes text the way normalizeSearchText does, in the database too", async () => {
    const samples = [
      "أتمتة إدارة آلية ٱلعمل",
      "خِدْمَةُ العُمَلاءِ خدمـــة مسؤول رئيسي مستشفى",
      "\u095B\u093F\u0932\u093E हँसी क्\u200Dष फ़ोन",
      "٢٠٢٦ ۱۲ १२३ GST Grahak Seva",
    ];
    for (const text of samples) {
      const [row] = rowsOf<{ n: string }>(
        await t.db.execute(sql`select search_normalize(${text}) as n`),
      );
      expect(row?.n, text).toBe(normalizeSearchText(text));
    }
  });

  it("answers Arabic and Hindi searches from the index exactly as from SQL", async () => {
    await seedDemoData(t.db);
    await storeNeedWords(t.db);
    const index = createCatalogSearch(t.db);
    const list = (search: typeof index | undefined, query: ToolListQuery) =>
      listTools(t.db, toolListQuerySchema.parse(query), search);
    const queries: ToolListQuery[] = [];
    for (const [q, lang] of [
      ["روبوت محادثة", "ar"],
      ["خدمة العملاء", "ar"],
      ["فواتير ضريبة", "ar"],
      ["WhatsApp بوت", "ar"],
      ["ग्राहक सेवा", "hi"],
      ["इनवॉइस", "hi"],
      ["grahak seva chatbot", "hi"],
      ["invoice", "hi"],
      ["-chatbot", "ar"],
      // Misspelt: answered for the corrected query (migration 0044), by both paths alike.
      ["روبوط", "ar"],
      ["चेटबॉट", "hi"],
      ["grahak sewa", "hi"],
    ] as const) {
      queries.push({ q, lang }, { q, lang, category: "Customer Service" });
      queries.push({ q, lang, industry: "retail" }, { q, lang, sort: "rating" });
      queries.push({ q, lang, pageSize: 5, page: 2 }, { q, lang, verified: "true" });
    }
    for (const query of queries) {
      const label = JSON.stringify(query);
      const fromSql = await list(undefined, query);
      const fromIndex = await list(index, query);
      expect(fromIndex.total, label).toBe(fromSql.total);
      expect(fromIndex.facets, label).toEqual(fromSql.facets);
      expect(fromIndex.correctedQuery, label).toBe(fromSql.correctedQuery);
      // With a filter beyond category and industry, SQL orders by ts_rank (search-index.test.ts).
      if (query.verified) {
        expect(names(fromIndex).sort(), label).toEqual(names(fromSql).sort());
      } else {
        expect(names(fromIndex), label).toEqual(names(fromSql));
      }
    }
    // The demo catalogue's Arabic and Hindi texts are searched: these find tools.
    expect((await list(index, { q: "روبوت محادثة", lang: "ar" })).total).toBeGreaterThan(0);
    expect((await list(index, { q: "इनवॉइस", lang: "hi" })).total).toBeGreaterThan(0);
  });
});

describe("spelling corrections in the reader's language (issue 36)", () => {
  const get = (q: string, lang: "ar" | "hi", more = "") =>
    search(`q=${encodeURIComponent(q)}&lang=${lang}${more}`);
  const ids = (body: Listed) => names(body).sort();

  it("corrects an Arabic, a Devanagari and a Latin-script Hindi word with one letter wrong", async () => {
    await seedDemoData(t.db);
    await storeNeedWords(t.db);
    for (const [typed, right, lang] of [
      // ت written ط; a letter missing from an Arabic word with its article.
      ["روبوط", "روبوت", "ar"],
      ["العملا", "العملاء", "ar"],
      // A wrong vowel sign (ै written े), and a vowel sign left out (ग्राहक written ग्रहक).
      ["चेटबॉट", "चैटबॉट", "hi"],
      ["ग्रहकों", "ग्राहकों", "hi"],
      // The need vocabulary's Latin-script Hindi: "seva" written "sewa" (no listing has either).
      ["grahak sewa", "grahak seva", "hi"],
    ] as const) {
      const wrong = await get(typed, lang);
      const correct = await get(right, lang);
      expect(correct.total, right).toBeGreaterThan(0);
      expect(correct, right).not.toHaveProperty("correctedQuery");
      expect(wrong.correctedQuery, typed).toBe(right);
      expect(wrong.total, typed).toBe(correct.total);
      expect(ids(wrong), typed).toEqual(ids(correct));
      // The cards of a corrected search say which need they are for, as the typed one's do.
      expect(
        wrong.items.map((item) => item.matchedNeed),
        typed,
      ).toEqual(correct.items.map((item) => item.matchedNeed));
    }
    const seva = await get("grahak sewa", "hi");
    expect(seva.items[0]?.matchedNeed).toBe("ग्राहक सेवा");
  });

  it("suggests the corrected spelling when the filters leave none of its tools either", async () => {
    await seedDemoData(t.db);
    await storeNeedWords(t.db);
    const narrow = "&minRating=5&featured=true&verified=true&category=Development%20Tools";
    const none = await get("روبوط", "ar", narrow);
    expect(none.total).toBe(0);
    expect(none).not.toHaveProperty("correctedQuery");
    expect(none.suggestedQuery).toBe("روبوت");
    // The suggestion, searched without the filters, finds tools.
    expect((await get(none.suggestedQuery ?? "", "ar")).total).toBeGreaterThan(0);
    // A correctly spelled search is never given a spelling.
    expect(await get("روبوت", "ar", narrow)).not.toHaveProperty("suggestedQuery");
  });

  it("never corrects a correctly spelled query, even one that finds nothing", async () => {
    await seedDemoData(t.db);
    await storeNeedWords(t.db);
    for (const [q, lang] of [
      ["روبوت محادثة", "ar"],
      ["خدمة العملاء", "ar"],
      ["चैटबॉट", "hi"],
      ["ग्राहक सेवा", "hi"],
      ["grahak seva", "hi"],
    ] as const) {
      expect(await get(q, lang), q).not.toHaveProperty("correctedQuery");
      // A filter that leaves nothing: the search is tried again corrected, and nothing changes.
      const none = await get(
        q,
        lang,
        "&minRating=5&featured=true&verified=true&category=Development%20Tools",
      );
      expect(none.total, q).toBe(0);
      expect(none, q).not.toHaveProperty("correctedQuery");
      // Every word is the dictionary's own (normalised alike): catalog_spelling changes none.
      expect(await correctSpelling(t.db, q), q).toBeUndefined();
    }
  });

  it("leaves a word too long to be a misspelling alone, in the query and in a listing", async () => {
    const long = "x".repeat(300);
    await insertTool(t.db, { name: "Long Word", shortDesc: `Answers ${long} questions.` });
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from catalog_words where length(word) > 64`),
    );
    expect(row?.n).toBe(0);
    // catalog_spelling itself, past the API's 200 characters (levenshtein refuses 255).
    const [spelled] = rowsOf<{ r: unknown }>(
      await t.db.execute(sql`select catalog_spelling(array[${long}, 'answrs']) as r`),
    );
    expect(spelled?.r).toMatchObject({ corrected: `${long} answers` });
    expect((await search(`q=${"y".repeat(200)}&lang=hi`)).total).toBe(0);
  });

  it("splits a Devanagari word at spaces and punctuation, not at its vowel signs", () => {
    expect(spellingWords("ग्राहक सेवा, चैटबॉट। फ़ोन")).toEqual(["ग्राहक", "सेवा", "चैटबॉट", "फोन"]);
    expect(spellingWords("خِدْمَة العملاء؟ روبوت،محادثة")).toEqual([
      "خدمة",
      "العملاء",
      "روبوت",
      "محادثة",
    ]);
  });

  it("keeps Arabic, Devanagari and Latin words of the listings, normalised, in the dictionary", async () => {
    await insertTool(t.db, {
      name: "Souq Desk",
      shortDesc: "Answers questions, day and night.",
      translations: {
        ar: { shortDesc: "يُجيب عن أسئلةِ العملاء؛ على مدار الساعة؟ ٢٤ ساعة" },
        hi: { shortDesc: "ग्राहकों के सवाल।जवाब देता है॥ 24 घंटे" },
      },
    });
    const words = rowsOf<{ word: string }>(
      await t.db.execute(sql`select word from catalog_words order by word`),
    ).map((row) => row.word);
    for (const word of ["souq", "desk", "answers", "questions", "night"]) {
      expect(words, word).toContain(word);
    }
    // أسئلة written with ا and ي (search_normalize), the kasra and damma dropped.
    for (const word of ["يجيب", "اسيلة", "العملاء", "مدار", "الساعة", "ساعة"]) {
      expect(words, word).toContain(word);
    }
    for (const word of ["ग्राहकों", "सवाल", "जवाब", "देता", "घंटे"]) expect(words, word).toContain(word);
    // Short words and numbers are no use for corrections.
    for (const word of ["عن", "على", "24", "٢٤", "के", "है"]) expect(words, word).not.toContain(word);
  });
});

describe("a listing's texts in the reader's language (issue 36)", () => {
  it("gives the Arabic or Hindi texts the listing has, English for the rest, and says which", async () => {
    const tool = await insertTool(t.db, {
      name: "Dual Desk",
      shortDesc: "A helpdesk for small teams.",
      longDescription: "The long English text.",
      features: ["Shared inbox"],
      targetAudience: "Support teams.",
      translations: {
        ar: { shortDesc: "مكتب مساعدة للفرق الصغيرة", features: ["صندوق وارد مشترك"] },
      },
    });
    const arabic = (await client(t).get(`/api/tools/${tool.id}?lang=ar`)).body.tool;
    expect(arabic.shortDesc).toBe("مكتب مساعدة للفرق الصغيرة");
    expect(arabic.features).toEqual(["صندوق وارد مشترك"]);
    expect(arabic.longDescription).toBe("The long English text.");
    expect(arabic.targetAudience).toBe("Support teams.");
    expect(arabic.translated.sort()).toEqual(["features", "shortDesc"]);

    // No Hindi texts: all English; and English readers get English.
    for (const query of ["?lang=hi", "", "?lang=en"]) {
      const tool2 = (await client(t).get(`/api/tools/${tool.id}${query}`)).body.tool;
      expect(tool2.shortDesc, query).toBe("A helpdesk for small teams.");
      expect(tool2.translated, query).toEqual([]);
    }
    expect((await client(t).get(`/api/tools/${tool.id}?lang=fr`)).status).toBe(400);

    const card = (await search("q=dual&lang=ar")).items[0] as unknown as {
      shortDesc: string;
      translated: string[];
    };
    expect(card.shortDesc).toBe("مكتب مساعدة للفرق الصغيرة");
    expect(card.translated).toEqual(["shortDesc"]);
  });
});
