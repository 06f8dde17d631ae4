import type { Category, Industry } from "@app/shared/catalog";
import type { RecommendationReason, RecommendationsResponse } from "@app/shared/recommendations";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/** The newest saves and good ratings that speak for a user's taste (older ones add little). */
const SEED_LIMIT = 200;
/** Candidates drawn per shared category, per shared industry and from the featured list. */
const POOL_FACTOR = 3;
/** "other" says nothing about a user's industry, so it never makes two tools alike. */
const VAGUE_INDUSTRY = "other";
/** Review counts at which popularity is full (log scale). */
const POPULAR_REVIEWS = 1000;

interface Row {
  id: string;
  name: string;
  category: Category;
  short_desc: string;
  pricing: string | null;
  logo: string | null;
  rating: string | number;
  reviews_count: number;
  featured: boolean;
  personal: boolean;
  category_score: number;
  industry_score: number;
  best_industry: Industry | null;
  score: number;
}

/**
 * Tools for the business dashboard, scored in one statement. The user's saved tools and tools
 * rated 4 or 5 give weights to their categories and industries; candidates are the best-rated
 * tools of those categories and industries (index scans with a limit, never the whole catalogue)
 * plus the featured list, minus what the user saved or rated. Score: shared category 45%, shared
 * industry 25%, rating 20%, popularity 10%. With nothing saved or rated yet: featured and
 * top-rated tools by rating 60%, popularity 25%, featured 15%.
 */
export async function recommendTools(
  db: Db,
  userId: string,
  limit: number,
): Promise<RecommendationsResponse> {
  const pool = limit * POOL_FACTOR;
  // Nothing the user already saved or rated is recommended to them.
  const notSeen = sql`
    not exists (select 1 from user_favorites f where f.user_id = ${userId} and f.solution_id = s.id)
    and not exists (select 1 from tool_ratings r where r.user_id = ${userId} and r.solution_id = s.id)`;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with seeds as (
        select s.category, s.industry_tags, x.w
        from (
          (select solution_id, 1.0::float8 as w from user_favorites
            where user_id = ${userId} order by created_at desc limit ${SEED_LIMIT})
          union all
          (select solution_id, (rating - 3)::float8 / 2 from tool_ratings
            where user_id = ${userId} and rating >= 4 order by updated_at desc limit ${SEED_LIMIT})
        ) as x (solution_id, w)
        join solutions_catalog s on s.id = x.solution_id and s.status = 'published'
      ),
      cats as (select category, sum(w) as w from seeds group by category),
      tags as (
        select tag, sum(w) as w from seeds cross join unnest(industry_tags) as tag
        where tag <> ${VAGUE_INDUSTRY} group by tag
      ),
      tops as (
        select exists (select 1 from seeds) as personal,
               (select max(w) from cats) as cat_max,
               (select max(w) from tags) as tag_max
      ),
      pool as (
        select p.id from cats cross join lateral (
          select s.id from solutions_catalog s
          where s.category = cats.category and s.status = 'published' and ${notSeen}
          order by s.featured desc, s.rating desc limit ${pool}
        ) p
        union
        select p.id from tags cross join lateral (
          select s.id from solutions_catalog s
          where s.industry_tags @> array[tags.tag] and s.status = 'published' and ${notSeen}
          order by s.rating desc, s.id limit ${pool}
        ) p
        union
        (select s.id from solutions_catalog s
          where s.status = 'published' and ${notSeen}
          order by s.featured desc, s.rating desc, s.id limit ${pool})
      ),
      scored as (
        select s.id, s.name, s.category, s.short_desc, s.pricing, s.logo, s.rating,
               s.reviews_count, s.featured, tops.personal,
               coalesce(cats.w / nullif(tops.cat_max, 0), 0)::float8 as category_score,
               coalesce(bt.w / nullif(tops.tag_max, 0), 0)::float8 as industry_score,
               bt.tag as best_industry,
               least(1, ln(1 + s.reviews_count) / ln(1 + ${POPULAR_REVIEWS}))::float8 as popularity
        from pool
        join solutions_catalog s on s.id = pool.id
        cross join tops
        left join cats on cats.category = s.category
        left join lateral (
          select tags.tag, tags.w from tags where tags.tag = any(s.industry_tags)
          order by tags.w desc, tags.tag limit 1
        ) bt on true
      )
      select *,
        case when personal
          then 0.45 * category_score + 0.25 * industry_score + 0.2 * rating / 5 + 0.1 * popularity
          else 0.15 * featured::int + 0.6 * rating / 5 + 0.25 * popularity
        end::float8 as score
      from scored
      order by score desc, rating desc, id
      limit ${limit}
    `),
  );
  return {
    personalised: rows[0]?.personal ?? false,
    items: rows.map((row) => ({
      tool: {
        id: row.id,
        name: row.name,
        category: row.category,
        shortDesc: row.short_desc,
        pricing: row.pricing,
        logo: row.logo,
        rating: Math.round(Number(row.rating) * 10) / 10,
        reviewsCount: row.reviews_count,
        featured: row.featured,
      },
      match: Math.max(0, Math.min(100, Math.round(row.score * 100))),
      reason: reasonOf(row),
    })),
  };
}

/** The strongest thing the tool shares with the user's taste, or why it is shown anyway. */
function reasonOf(row: Row): RecommendationReason {
  const category = 0.45 * row.category_score;
  const industry = 0.25 * row.industry_score;
  if (row.category_score > 0 && category >= industry) {
    return { kind: "category", category: row.category };
  }
  if (row.best_industry && row.industry_score > 0) {
    return { kind: "industry", industry: row.best_industry };
  }
  return row.featured ? { kind: "featured" } : { kind: "topRated" };
}
