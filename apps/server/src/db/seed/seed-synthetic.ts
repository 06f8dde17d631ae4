import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import { like, type SQL, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { user } from "../schema/auth.ts";
import { solutionsCatalog } from "../schema/catalog.ts";
import { DEMO_TOOLS } from "./demo-tools.ts";
import {
  DEMO_TOOL_LANGUAGES,
  DEMO_TOOL_TEXTS,
  type DemoToolLanguage,
} from "./demo-tools-i18n/index.ts";

const PREFIXES = [
  "Smart",
  "Auto",
  "Hyper",
  "Clear",
  "Swift",
  "Nova",
  "Quantum",
  "Bright",
  "Insight",
  "Atlas",
];
const NOUNS = [
  "Desk",
  "Pilot",
  "Flow",
  "Lens",
  "Scribe",
  "Ledger",
  "Agent",
  "Hub",
  "Forge",
  "Signal",
];
const TOPICS = [
  "chatbot for customer support",
  "invoice processing",
  "lead scoring",
  "demand forecasting",
  "resume screening",
  "social media content",
  "document search",
  "voice assistant",
  "fraud detection",
  "code review",
  "inventory planning",
  "contract analysis",
  "email marketing",
  "sales forecasting",
  "ticket routing",
  "expense auditing",
  "payroll automation",
  "meeting transcription",
  "product descriptions",
  "price optimisation",
  "churn prediction",
  "route planning",
  "quality inspection",
  "shift scheduling",
  "knowledge base answers",
  "video captioning",
  "translation of documents",
  "survey analysis",
  "recruitment outreach",
  "compliance monitoring",
  "patient intake",
  "property valuation",
  "menu engineering",
  "supplier risk",
  "ad copywriting",
  "data cleaning",
  "dashboard generation",
  "API testing",
  "log anomaly detection",
  "onboarding journeys",
];
const AUDIENCES = [
  "small teams",
  "retailers",
  "clinics",
  "banks",
  "schools",
  "factories",
  "hotels",
  "agencies",
];

const pgArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * With `translations`, the share of synthetic tools (in percent) given Arabic texts, and
 * independently Hindi ones: 30% each, so about 9% have both and 51% at least one, as a catalogue
 * for Gulf and Indian buyers where a third of the vendors write in each language might look.
 */
export const SYNTHETIC_TRANSLATED_PERCENT = 30;

/** Which pool list a synthetic text's field is drawn from. */
type PoolList = "short" | "long" | "features" | "audience";

/**
 * The demo tools' Arabic and Hindi texts pooled per language and category, each tool's own name
 * replaced by `{name}` (the seed writes the synthetic tool's there), to recombine into synthetic
 * tools' translations: real words of each language, repeating across the catalogue as the
 * English topics do.
 */
function translationPools(): Record<DemoToolLanguage, Record<string, Record<PoolList, string[]>>> {
  const pool = (language: DemoToolLanguage, category: string | undefined) => {
    const texts = DEMO_TOOLS.filter((tool) => !category || tool.category === category).flatMap(
      (tool) => {
        const text = DEMO_TOOL_TEXTS[language][tool.slug];
        if (!text) return [];
        // The texts call a tool by its full name or its first word ("Flowcraft").
        const brand = tool.name.split(" ")[0] ?? tool.name;
        const named = (value: string) =>
          value.replaceAll(tool.name, "{name}").replaceAll(brand, "{name}");
        return [
          {
            short: [named(text.shortDesc)],
            long: text.longDescription ? [named(text.longDescription)] : [],
            features: text.features.map(named),
            audience: text.targetAudience ? [named(text.targetAudience)] : [],
          },
        ];
      },
    );
    const lists = {} as Record<PoolList, string[]>;
    for (const list of ["short", "long", "features", "audience"] as const) {
      lists[list] = texts.flatMap((text) => text[list]);
    }
    return lists;
  };
  const pools = {} as Record<DemoToolLanguage, Record<string, Record<PoolList, string[]>>>;
  for (const language of DEMO_TOOL_LANGUAGES) {
    const all = pool(language, undefined);
    pools[language] = {};
    for (const category of CATEGORIES) {
      const own = pool(language, category);
      // A category without demo texts in a list draws from every category's.
      for (const list of Object.keys(own) as PoolList[]) {
        if (own[list].length === 0) own[list] = all[list];
      }
      pools[language][category] = own;
    }
  }
  return pools;
}

/** A deterministic spread of 0..n-1 from the row number `i` and a salt (hashint4 is built in). */
const spread = (salt: number, n: string) =>
  `mod(hashint4(s.i * 16 + ${salt})::bigint + 2147483648, ${n})::int`;

/**
 * The `translations[lang]` of synthetic tool `s` (its row number `i`, `name` and `category`):
 * a short text, a long text, two features and an audience, each drawn from the demo tools' texts
 * of its category in that language (pools `p`), or null outside the translated share.
 */
function syntheticText(lang: DemoToolLanguage, salt: number): SQL {
  const list = (name: PoolList) => `(p.${lang} -> '${name}')`;
  const pick = (name: PoolList, k: number) =>
    `(${list(name)} ->> ${spread(salt + k, `jsonb_array_length(${list(name)})`)})`;
  const named = (name: PoolList, k: number) => `replace(${pick(name, k)}, '{name}', s.name)`;
  return sql.raw(`case when ${spread(salt, "100")} < ${SYNTHETIC_TRANSLATED_PERCENT} then
    jsonb_build_object(
      'shortDesc', ${named("short", 1)},
      'longDescription', ${named("long", 2)},
      'features', jsonb_build_array(${named("features", 3)}, ${named("features", 4)}),
      'targetAudience', ${named("audience", 5)})
    end`);
}

/**
 * A synthetic tool's plans: one a month (or a year, every third tool) in one of the four
 * currencies, about the same dollars at each currency's rate; every tenth tool is quote only.
 */
const syntheticPlans = sql`case when i % 10 = 9
  then jsonb_build_array(jsonb_build_object('name', 'Enterprise', 'billing', 'custom',
    'amount', null, 'currency', 'USD', 'taxIncluded', false, 'maxUsers', null))
  else jsonb_build_array(jsonb_build_object('name', 'Team',
    'billing', case when i % 3 = 0 then 'yearly' else 'monthly' end,
    'amount', round((9 + i % 200) * (array[1, 3.6725, 3.75, 88])[1 + i % 4]
      * case when i % 3 = 0 then 10 else 1 end, 2),
    'currency', (array['USD', 'AED', 'SAR', 'INR'])[1 + i % 4],
    'taxIncluded', i % 4 = 1, 'maxUsers', null)) end`;

/**
 * A synthetic tool's declared facts: where its data is kept (spread over the six regions), a
 * rule met for every other tool, an Arabic dialect for every third and Hindi for every fifth.
 */
const syntheticFacts = sql`(
  select coalesce(jsonb_agg(jsonb_build_object('kind', f.kind, 'value', f.value,
    'evidenceUrl', 'https://synthetic.example.com/trust', 'declaredAt', '2026-01-01T00:00:00.000Z',
    'verifiedAt', null, 'verifiedBy', null)), '[]'::jsonb)
  from (values
    ('hosting', (array['uae', 'saudi', 'india', 'eu', 'us', 'other'])[1 + i % 6]),
    ('compliance', case when i % 2 = 0
      then (array['uae-pdpl', 'saudi-pdpl', 'india-dpdp-2023', 'gdpr', 'soc2', 'iso27001'])[1 + (i / 2) % 6] end),
    ('contentLanguage', case when i % 3 = 0
      then (array['ar-msa', 'ar-gulf', 'ar-levantine', 'ar-egyptian'])[1 + (i / 3) % 4] end),
    ('contentLanguage', case when i % 5 = 0
      then (array['hi', 'hinglish'])[1 + (i / 5) % 2] end)
  ) as f(kind, value)
  where f.value is not null)`;

/**
 * N generated tools for scale tests and benchmarks, built inside the database in batches
 * (names, categories, industries, prices and ratings spread deterministically by row number).
 * With `translations`, a share of them (SYNTHETIC_TRANSLATED_PERCENT) also has Arabic and Hindi
 * texts recombined from the demo tools' (the catalogue benchmark's searches in those languages).
 */
export async function seedSyntheticTools(
  db: Db,
  count: number,
  batch = 10_000,
  options: { translations?: boolean } = {},
): Promise<void> {
  const pools = options.translations ? JSON.stringify(translationPools()) : undefined;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(solutionsCatalog)
    .where(like(solutionsCatalog.slug, "synthetic-%"));
  const start = row?.n ?? 0;
  const reviewers = await syntheticReviewers(db);
  for (let from = start + 1; from <= start + count; from += batch) {
    const to = Math.min(from + batch - 1, start + count);
    // The pools are read once per batch (a materialised CTE), each row's category's from them.
    const translations = pools
      ? {
          with: sql`with pools as materialized (select ${pools}::jsonb as v) `,
          column: sql`, translations`,
          value: sql`, jsonb_strip_nulls(jsonb_build_object(
              'ar', ${syntheticText("ar", 0)}, 'hi', ${syntheticText("hi", 8)}))`,
          pools: sql`, pools, lateral (select pools.v -> 'ar' -> s.category as ar,
              pools.v -> 'hi' -> s.category as hi) p`,
        }
      : { with: sql``, column: sql``, value: sql``, pools: sql`` };
    await db.execute(sql`
      ${translations.with}insert into solutions_catalog
        (slug, name, category, short_desc, long_description, pricing, pricing_model, featured,
         verified, industry_tags, free_trial, free_trial_days, free_tier, price_plans,
         regional_facts, features, created_at${translations.column})
      select
        'synthetic-' || i,
        s.name,
        s.category,
        'AI ' || (${pgArray(TOPICS)})[1 + (i * 7) % ${TOPICS.length}] || ' for ' || (${pgArray(AUDIENCES)})[1 + (i / 3) % ${AUDIENCES.length}] || ', tool number ' || i || '.',
        'Generated tool ' || i || ' for scale tests, also covering ' || (${pgArray(TOPICS)})[1 + (i * 13 + 5) % ${TOPICS.length}] || '.',
        'From $' || (9 + i % 200) || '/month',
        (${pgArray(PRICING_MODELS)})[1 + i % ${PRICING_MODELS.length}],
        i % 50 = 0,
        i % 3 = 0,
        array[(${pgArray(INDUSTRIES)})[1 + i % 10], (${pgArray(INDUSTRIES)})[1 + (i / 10) % 10]],
        i % 2 = 0,
        case when i % 2 = 0 then 14 end,
        i % 7 = 0,
        ${syntheticPlans},
        ${syntheticFacts},
        array['Feature ' || (i % 17), 'Feature ' || (i % 23)],
        now() - make_interval(mins => i)${translations.value}
      from (
        select i,
          (${pgArray(PREFIXES)})[1 + i % 10] || ' ' || (${pgArray(NOUNS)})[1 + (i / 10) % 10] || ' ' || i as name,
          (${pgArray(CATEGORIES)})[1 + i % ${CATEGORIES.length}] as category
        from generate_series(${from}::int, ${to}::int) as i
      ) s${translations.pools}
    `);
    // Ratings like real ones (so the trigger derives each tool's average and count): every
    // second tool gets one to three.
    await db.execute(sql`
      insert into tool_ratings (user_id, solution_id, rating, review)
      select (${pgArray(reviewers)})[1 + (s.i + r) % ${reviewers.length}], s.id,
             1 + (s.i * 7919 + r * 104729) % 5, null
      from (
        select id, substring(slug from 11)::int as i from solutions_catalog
        where slug like 'synthetic-%' and substring(slug from 11)::int between ${from} and ${to}
      ) s, generate_series(0, 2) as r
      where s.i % 2 = 0 and r <= s.i % 3
    `);
  }
}

/** Ten reviewer accounts without passwords, made once. */
async function syntheticReviewers(db: Db): Promise<string[]> {
  const rows = Array.from({ length: 10 }, (_, n) => ({
    id: `synthetic-reviewer-${n}`,
    name: `Synthetic Reviewer ${n}`,
    email: `reviewer-${n}@synthetic.example.com`,
  }));
  await db.insert(user).values(rows).onConflictDoNothing();
  return rows.map((r) => r.id);
}
