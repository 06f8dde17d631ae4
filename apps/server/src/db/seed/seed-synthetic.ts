import { CATEGORIES, INDUSTRIES, PRICING_MODELS } from "@app/shared/catalog";
import { like, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { user } from "../schema/auth.ts";
import { solutionsCatalog } from "../schema/catalog.ts";

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
 * N generated tools for scale tests and benchmarks, built inside the database in batches
 * (names, categories, industries, prices and ratings spread deterministically by row number).
 */
export async function seedSyntheticTools(db: Db, count: number, batch = 10_000): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(solutionsCatalog)
    .where(like(solutionsCatalog.slug, "synthetic-%"));
  const start = row?.n ?? 0;
  const reviewers = await syntheticReviewers(db);
  for (let from = start + 1; from <= start + count; from += batch) {
    const to = Math.min(from + batch - 1, start + count);
    await db.execute(sql`
      insert into solutions_catalog
        (slug, name, category, short_desc, long_description, pricing, pricing_model, featured,
         verified, industry_tags, free_trial, features, created_at)
      select
        'synthetic-' || i,
        (${pgArray(PREFIXES)})[1 + i % 10] || ' ' || (${pgArray(NOUNS)})[1 + (i / 10) % 10] || ' ' || i,
        (${pgArray(CATEGORIES)})[1 + i % ${CATEGORIES.length}],
        'AI ' || (${pgArray(TOPICS)})[1 + (i * 7) % ${TOPICS.length}] || ' for ' || (${pgArray(AUDIENCES)})[1 + (i / 3) % ${AUDIENCES.length}] || ', tool number ' || i || '.',
        'Generated tool ' || i || ' for scale tests, also covering ' || (${pgArray(TOPICS)})[1 + (i * 13 + 5) % ${TOPICS.length}] || '.',
        'From $' || (9 + i % 200) || '/month',
        (${pgArray(PRICING_MODELS)})[1 + i % ${PRICING_MODELS.length}],
        i % 50 = 0,
        i % 3 = 0,
        array[(${pgArray(INDUSTRIES)})[1 + i % 10], (${pgArray(INDUSTRIES)})[1 + (i / 10) % 10]],
        i % 2 = 0,
        array['Feature ' || (i % 17), 'Feature ' || (i % 23)],
        now() - make_interval(mins => i)
      from generate_series(${from}::int, ${to}::int) as i
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
