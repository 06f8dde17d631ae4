import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";

/** How much the dashboards' scale data adds (issue 11's figures by default). */
export interface DashboardScale {
  users: number;
  submissions: number;
  events: number;
}

export const DASHBOARD_SCALE: DashboardScale = {
  users: 100_000,
  submissions: 10_000,
  events: 1_000_000,
};

/** One synthetic vendor per this many synthetic users; each owns some synthetic tools. */
const VENDOR_EVERY = 100;
const BATCH = 50_000;
const SCALE_PREFIX = "scale-user-";

/** The event types the generator spreads over 90 days, weighted like real traffic. */
const EVENT_MIX = sql`(array['page_view','page_view','tool_view','tool_view','tool_view','search',
  'search','tool_save','demo_click','website_click'])`;

/**
 * Rows at the scale the dashboards must answer at, built inside the database in batches:
 * users (1 in 100 a vendor, 1 in 5,000 an admin), submissions by the vendors in every status,
 * analytics events over the last 90 days on the synthetic tools (run `--synthetic` first),
 * favourites, consultations and audit rows. Deterministic by row number; running it again adds
 * only what is missing.
 */
export async function seedDashboardScale(
  db: Db,
  scale: DashboardScale = DASHBOARD_SCALE,
): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  added.users = await seedUsers(db, scale.users);
  added.vendorTools = await assignVendors(db);
  added.submissions = await seedSubmissions(db, scale.submissions);
  added.events = await seedEvents(db, scale.events);
  added.favourites = await seedFavourites(db, Math.round(scale.users / 2));
  added.consultations = await seedConsultations(db, Math.round(scale.submissions));
  added.audit = await seedAudit(db, scale.submissions * 2);
  return added;
}

async function countWhere(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(query));
  return Number(row?.n ?? 0);
}

async function inBatches(
  have: number,
  want: number,
  insert: (from: number, to: number) => Promise<unknown>,
): Promise<number> {
  for (let from = have + 1; from <= want; from += BATCH) {
    await insert(from, Math.min(from + BATCH - 1, want));
  }
  return Math.max(0, want - have);
}

function seedUsers(db: Db, want: number) {
  return countWhere(
    db,
    sql`select count(*)::int as n from "user" where id like 'scale-user-%'`,
  ).then((have) =>
    inBatches(have, want, (from, to) =>
      db.execute(sql`
          insert into "user" (id, name, email, email_verified, role, company_name, created_at, updated_at)
          select ${SCALE_PREFIX} || i, 'Scale User ' || i, 'scale-user-' || i || '@scale.example.com',
                 i % 3 = 0,
                 case when i % 5000 = 0 then 'admin' when i % ${VENDOR_EVERY} = 0 then 'vendor' else 'business' end,
                 'Company ' || (i % 997),
                 now() - make_interval(mins => i), now() - make_interval(mins => i)
          from generate_series(${from}::int, ${to}::int) as i
          on conflict do nothing`),
    ),
  );
}

/** Every tenth synthetic tool gets a synthetic vendor as its owner, so vendors have analytics. */
async function assignVendors(db: Db): Promise<number> {
  const owned = sql`select count(*)::int as n from solutions_catalog where slug like 'synthetic-%' and vendor_user_id is not null`;
  const before = await countWhere(db, owned);
  await db.execute(sql`
    update solutions_catalog c set vendor_user_id = v.id
    from (select id, row_number() over (order by id) as n from "user"
          where id like 'scale-user-%' and role = 'vendor') v
    where c.slug like 'synthetic-%' and c.vendor_user_id is null
      and substring(c.slug from 11)::int % 10 = 0
      and v.n = 1 + (substring(c.slug from 11)::int / 10) % greatest(1, (select count(*) from "user" where id like 'scale-user-%' and role = 'vendor'))`);
  return (await countWhere(db, owned)) - before;
}

function vendorsArray() {
  return sql`(select array_agg(id order by id) from "user" where id like 'scale-user-%' and role = 'vendor')`;
}

async function seedSubmissions(db: Db, want: number): Promise<number> {
  const have = await countWhere(
    db,
    sql`select count(*)::int as n from tool_submissions where idempotency_key like 'scale-%'`,
  );
  return inBatches(have, want, (from, to) =>
    db.execute(sql`
      with v as (select ${vendorsArray()} as ids)
      insert into tool_submissions (name, description, category, pricing_model, website_url,
        submitter_name, submitter_email, submitter_company, status, reviewer_notes,
        submitter_user_id, idempotency_key, created_at, updated_at)
      select 'Scale Submission ' || i, 'A generated submission number ' || i || ' for scale tests.',
             'marketing', 'subscription', 'https://example.com/scale/' || i,
             'Scale Vendor', 'vendor-' || i || '@scale.example.com', 'Scale Co',
             (array['pending','approved','rejected','changes_requested'])[1 + i % 4],
             case when i % 4 in (2, 3) then 'Generated reviewer notes' end,
             v.ids[1 + i % array_length(v.ids, 1)], 'scale-' || i,
             now() - make_interval(mins => i * 7), now() - make_interval(mins => i * 7)
      from generate_series(${from}::int, ${to}::int) as i, v`),
  );
}

async function seedEvents(db: Db, want: number): Promise<number> {
  const have = await countWhere(
    db,
    sql`select count(*)::int as n from analytics_events where user_agent = 'scale-seed'`,
  );
  return inBatches(have, want, (from, to) =>
    db.execute(sql`
      with t as (select array_agg(id order by slug) as ids from solutions_catalog where slug like 'synthetic-%')
      insert into analytics_events (event_type, event_data, solution_id, user_agent, created_at)
      select e.type,
             case when e.type = 'search'
                  then jsonb_build_object('query', 'query ' || (i % 500), 'results_count', (i % 7) * 3)
                  else '{}'::jsonb end,
             case when e.type in ('tool_view','tool_save','demo_click','website_click')
                  then t.ids[1 + ((floor(exp(z.u * ln(z.n)))::bigint * 7919) % z.n)::int] end,
             'scale-seed',
             now() - make_interval(secs => (i * 7.77)::int % (90 * 86400))
      from generate_series(${from}::int, ${to}::int) as i, t,
           lateral (select ${EVENT_MIX}[1 + i % 10] as type) e,
           -- The tool's popularity rank follows Zipf's law (rank r is picked in proportion to
           -- 1/r), as web traffic does: a few tools get most views, most get a few or none.
           lateral (select array_length(t.ids, 1) as n,
                           ((i::bigint * 2654435761) % 1000003) / 1000003.0 as u) z`),
  );
}

async function seedFavourites(db: Db, want: number): Promise<number> {
  const have = await countWhere(
    db,
    sql`select count(*)::int as n from user_favorites where user_id like 'scale-user-%'`,
  );
  return inBatches(have, want, (from, to) =>
    db.execute(sql`
      with t as (select array_agg(id order by slug) as ids from solutions_catalog where slug like 'synthetic-%')
      insert into user_favorites (user_id, solution_id, created_at)
      select ${SCALE_PREFIX} || i, t.ids[1 + ((i::bigint * 104729) % array_length(t.ids, 1))::int],
             now() - make_interval(mins => i * 3)
      from generate_series(${from}::int, ${to}::int) as i, t
      on conflict do nothing`),
  );
}

async function seedConsultations(db: Db, want: number): Promise<number> {
  const have = await countWhere(
    db,
    sql`select count(*)::int as n from consultations where idempotency_key like 'scale-%'`,
  );
  return inBatches(have, want, (from, to) =>
    db.execute(sql`
      insert into consultations (name, email, company, industry, details, status, user_id,
        idempotency_key, created_at, updated_at)
      select 'Scale User ' || (i * 3), 'scale-user-' || (i * 3) || '@scale.example.com', 'Scale Co',
             'retail', 'Generated consultation request ' || i,
             (array['pending','contacted','scheduled','completed','cancelled'])[1 + i % 5],
             ${SCALE_PREFIX} || (i * 3), 'scale-' || i,
             now() - make_interval(mins => i * 11), now() - make_interval(mins => i * 11)
      from generate_series(${from}::int, ${to}::int) as i
      where exists (select 1 from "user" where id = ${SCALE_PREFIX} || (i * 3))`),
  );
}

async function seedAudit(db: Db, want: number): Promise<number> {
  const have = await countWhere(
    db,
    sql`select count(*)::int as n from audit_log where entity_id like 'scale-%'`,
  );
  return inBatches(have, want, (from, to) =>
    db.execute(sql`
      with a as (select array_agg(id order by id) as ids from "user" where id like 'scale-user-%' and role = 'admin')
      insert into audit_log (actor_user_id, action, entity_type, entity_id, before, after, created_at)
      select a.ids[1 + i % array_length(a.ids, 1)],
             (array['submission.approve','submission.reject','submission.request-changes','user.role'])[1 + i % 4],
             case when i % 4 = 3 then 'user' else 'submission' end, 'scale-' || i,
             jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'approved'),
             now() - make_interval(mins => i * 5)
      from generate_series(${from}::int, ${to}::int) as i, a`),
  );
}
