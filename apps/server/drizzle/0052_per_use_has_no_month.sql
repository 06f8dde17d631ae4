-- A per-use plan's amount is the price of a quantity of use (`usage`), not a month: like
-- monthlyCost in packages/shared/src/price-vocabulary.ts, it has no month (null), so the price
-- filter and the "lowest price" order no longer take a unit price for a month's.
CREATE OR REPLACE FUNCTION plan_monthly(plan jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE plan ->> 'billing'
    WHEN 'monthly' THEN (plan ->> 'amount')::numeric
    WHEN 'per_seat' THEN (plan ->> 'amount')::numeric
    WHEN 'yearly' THEN (plan ->> 'amount')::numeric / 12
    WHEN 'one_time' THEN (plan ->> 'amount')::numeric / 12
  END
$$;
--> statement-breakpoint
-- Recompute the kept lowest month (the trigger runs on an update of the plans).
UPDATE solutions_catalog SET price_plans = price_plans
WHERE price_plans @> '[{"billing": "per_usage"}]'::jsonb;
