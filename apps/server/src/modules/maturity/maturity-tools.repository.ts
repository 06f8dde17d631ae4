import type { Category, Industry } from "@app/shared/catalog";
import {
  MATURITY_AREA_CATEGORIES,
  MATURITY_AREAS,
  MATURITY_LIMITS,
  type MaturityArea,
  type MaturityRecommendation,
} from "@app/shared/maturity";
import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { type RecommendedToolRow, toRecommendedTool } from "../recommendations/recommended-tool.ts";

/** "other" says nothing about the visitor's industry: no tool matches it. */
const VAGUE_INDUSTRY = "other";

interface ToolRow extends RecommendedToolRow {
  industry_match: boolean;
}

const columns = (industry: Industry | null) => sql`s.id, s.name, s.category, s.short_desc,
  s.pricing, s.logo, s.rating, s.reviews_count, s.verified, s.featured,
  ${industry ? sql`s.industry_tags @> array[${industry}]::text[]` : sql`false`} as industry_match`;

/** The visitor's industry, and whether a branch reads only the tools naming it. */
interface Match {
  industry: Industry | null;
  only: boolean;
}

const inIndustry = ({ industry, only }: Match) =>
  industry && only ? sql`and s.industry_tags @> array[${industry}]::text[]` : sql``;

/**
 * One category's best published tools: verified, then featured, then rating first, read in that
 * order from the partial index `solutions_published_category_rank_idx` (migration 0039), a few
 * rows per query whatever the catalogue's size. With `match.only`, only tools naming the industry.
 */
function bestInCategory(category: Category, match: Match, limit: number): SQL {
  return sql`(select ${columns(match.industry)} from solutions_catalog s
    where s.status = 'published' and s.category = ${category} ${inIndustry(match)}
    order by s.verified desc nulls last, s.featured desc nulls last, s.rating desc nulls last, s.id
    limit ${limit})`;
}

/**
 * The best-rated verified published tools of these categories (the `solutions_rating_idx` order,
 * verified ones being a good share of the catalogue). With `match.only`, only tools naming the
 * industry.
 */
function topVerified(categories: Category[], match: Match, limit: number): SQL {
  const listed = sql.join(
    categories.map((category) => sql`${category}`),
    sql`, `,
  );
  return sql`(select ${columns(match.industry)} from solutions_catalog s
    where s.status = 'published' and s.verified and s.category in (${listed}) ${inIndustry(match)}
    order by s.rating desc nulls last, s.id limit ${limit})`;
}

async function candidates(db: Db, branches: SQL[]): Promise<ToolRow[]> {
  const rows = rowsOf<ToolRow>(await db.execute(sql.join(branches, sql` union all `)));
  // A tool can come from its industry's branch and from the general one: the first copy stays.
  const byId = new Map<string, ToolRow>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

/** The industry's tools first, then verified, featured, rating (and the id, for a stable order). */
function byRank(a: ToolRow, b: ToolRow): number {
  return (
    Number(b.industry_match) - Number(a.industry_match) ||
    Number(b.verified) - Number(a.verified) ||
    Number(b.featured) - Number(a.featured) ||
    Number(b.rating) - Number(a.rating) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

function toRecommendation(row: ToolRow, area: MaturityArea): MaturityRecommendation {
  return {
    tool: toRecommendedTool(row),
    area,
    industryMatch: row.industry_match,
  };
}

/**
 * Takes the areas' ranked tools in turn (the first area's best, the second's best, the first's
 * next...), so every weak area gets its share and an area short of tools leaves its turns to the
 * others; a tool listed for two areas is taken once. The industry's tools then go first, each
 * group keeping the turns' order.
 */
function takeInTurns(ranked: [MaturityArea, ToolRow[]][], limit: number) {
  const picked: { row: ToolRow; area: MaturityArea }[] = [];
  const taken = new Set<string>();
  const next = ranked.map(() => 0);
  let progressed = true;
  while (picked.length < limit && progressed) {
    progressed = false;
    for (const [i, [area, rows]] of ranked.entries()) {
      let at = next[i] ?? 0;
      while (at < rows.length && taken.has((rows[at] as ToolRow).id)) at += 1;
      const row = rows[at];
      next[i] = at + 1;
      if (!row || picked.length >= limit) continue;
      taken.add(row.id);
      picked.push({ row, area });
      progressed = true;
    }
  }
  return [...picked].sort((a, b) => Number(b.row.industry_match) - Number(a.row.industry_match));
}

/**
 * Tools for the weak areas: each area's categories' best published tools (MATURITY_AREA_CATEGORIES),
 * the visitor's industry first, taken from the areas in turn. When no area is weak: the
 * best-rated verified tools of every area's categories, each under the first area listing its
 * category. A handful of index-ordered reads with limits, never a scan of the catalogue.
 */
export async function recommendForAreas(
  db: Db,
  weakAreas: readonly MaturityArea[],
  visitorIndustry: Industry | undefined,
): Promise<MaturityRecommendation[]> {
  const limit = MATURITY_LIMITS.recommendations;
  const industry = visitorIndustry && visitorIndustry !== VAGUE_INDUSTRY ? visitorIndustry : null;

  if (weakAreas.length === 0) {
    const categories = [...new Set(MATURITY_AREAS.flatMap((a) => MATURITY_AREA_CATEGORIES[a]))];
    const branches = [topVerified(categories, { industry, only: false }, limit)];
    if (industry) branches.unshift(topVerified(categories, { industry, only: true }, limit));
    const rows = (await candidates(db, branches)).sort(
      (a, b) =>
        Number(b.industry_match) - Number(a.industry_match) ||
        Number(b.rating) - Number(a.rating) ||
        (a.id < b.id ? -1 : 1),
    );
    return rows.slice(0, limit).map((row) => toRecommendation(row, areaOfCategory(row.category)));
  }

  // Any one category may have to fill every place (its area's other category and the other
  // areas empty), so each is asked for `limit` tools, and as many naming the industry.
  const categories = [...new Set(weakAreas.flatMap((area) => MATURITY_AREA_CATEGORIES[area]))];
  const branches = categories.flatMap((category) => [
    ...(industry ? [bestInCategory(category, { industry, only: true }, limit)] : []),
    bestInCategory(category, { industry, only: false }, limit),
  ]);
  const rows = await candidates(db, branches);
  const ranked = weakAreas.map((area): [MaturityArea, ToolRow[]] => {
    const mine: readonly string[] = MATURITY_AREA_CATEGORIES[area];
    return [area, rows.filter((row) => mine.includes(row.category)).sort(byRank)];
  });
  return takeInTurns(ranked, limit).map(({ row, area }) => toRecommendation(row, area));
}

/** The first area whose categories list this one. */
function areaOfCategory(category: Category): MaturityArea {
  return (
    MATURITY_AREAS.find((area) =>
      (MATURITY_AREA_CATEGORIES[area] as readonly string[]).includes(category),
    ) ?? MATURITY_AREAS[0]
  );
}
