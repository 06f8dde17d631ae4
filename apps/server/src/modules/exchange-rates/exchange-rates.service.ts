import type { Profile } from "@app/shared/auth-schemas";
import type { Currency, ExchangeRate } from "@app/shared/price-plans";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { exchangeRates } from "../../db/schema/pricing.ts";
import { recordAudit } from "../audit/audit.ts";
import { toExchangeRate } from "./exchange-rates.repository.ts";

/** The audit log's action for an admin's rate. */
export const EXCHANGE_RATE_AUDIT_ACTION = "exchange_rate.set";

type Row = typeof exchangeRates.$inferSelect;

/** What an audit row keeps of a rate before and after. */
const auditState = (row: Row) => ({
  currency: row.currency,
  unitsPerUsd: Number(row.unitsPerUsd),
  effectiveOn: row.effectiveOn,
  setBy: row.setBy,
});

/**
 * Sets a currency's rate from a day on (today, by the database's date, when none is given): a
 * second rate for the same day replaces that day's row. The row and its audit entry commit
 * together.
 */
export async function setExchangeRate(
  db: Db,
  actor: Profile,
  input: { currency: Currency; unitsPerUsd: number; effectiveOn?: string | undefined },
): Promise<ExchangeRate> {
  return db.transaction(async (tx) => {
    const effectiveOn = sql`coalesce(${input.effectiveOn ?? null}::date, current_date)`;
    const [before] = await tx
      .select()
      .from(exchangeRates)
      .where(
        and(eq(exchangeRates.currency, input.currency), eq(exchangeRates.effectiveOn, effectiveOn)),
      )
      .for("update");
    const [row] = await tx
      .insert(exchangeRates)
      .values({
        currency: input.currency,
        unitsPerUsd: input.unitsPerUsd,
        effectiveOn,
        setBy: actor.id,
      })
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.effectiveOn],
        set: { unitsPerUsd: input.unitsPerUsd, setBy: actor.id, createdAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error("The rate was not written");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: EXCHANGE_RATE_AUDIT_ACTION,
      // Named by its currency in the audit log (a kind without a namer reads as its id).
      entityType: "exchange_rate",
      entityId: row.currency,
      before: before ? auditState(before) : null,
      after: auditState(row),
    });
    return toExchangeRate({ ...row, setBy: actor.fullName, setAt: row.createdAt });
  });
}
