import { ROW_CAPS } from "@app/shared/limits";
import {
  type MaturityResult,
  type MaturitySaved,
  type MaturityScores,
  type maturityInputSchema,
  scoreMaturity,
  weakestAreas,
} from "@app/shared/maturity";
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { maturityAssessments as m } from "../../db/schema/maturity.ts";
import { AppError } from "../../http/app-error.ts";
import { previousOf, savedColumns, toSaved } from "./maturity.repository.ts";
import { recommendForAreas } from "./maturity-tools.repository.ts";

type Input = z.output<typeof maturityInputSchema>;

/** The row of an assessment, scored here: what a client computed is never stored. */
function scoredRow(input: Input) {
  const scores = scoreMaturity(input.answers);
  return {
    answers: input.answers,
    industry: input.industry ?? null,
    scores,
    overall: scores.overall,
  };
}

/** The scores, the weakest areas and the tools for them; nothing is written. */
export async function assessMaturity(db: Db, input: Input): Promise<MaturityResult> {
  const scores = scoreMaturity(input.answers);
  const weakAreas = weakestAreas(scores);
  return {
    scores,
    weakAreas,
    recommendations: await recommendForAreas(db, weakAreas, input.industry),
  };
}

export interface SaveKey {
  /** The client's Idempotency-Key, prefixed with the user's id. */
  key: string;
  /** SHA-256 of the validated body. */
  hash: string;
}

/**
 * Saves an assessment to the user's account, with the one before it. A repeated Idempotency-Key
 * returns the first save (`replayed`); the same key with other answers is a 422. The account keeps
 * its newest ROW_CAPS.maturityAssessmentsPerAccount saves (what its history shows): older ones
 * are deleted in the same transaction, the account's row locked so two saves at once take turns.
 * An assessment sent with a consultation request stays with the request.
 */
export async function saveAssessment(
  db: Db,
  userId: string,
  input: Input,
  idempotency: SaveKey | undefined,
): Promise<MaturitySaved & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
    const [inserted] = await tx
      .insert(m)
      .values({
        ...scoredRow(input),
        userId,
        idempotencyKey: idempotency?.key ?? null,
        idempotencyHash: idempotency?.hash ?? null,
      })
      .onConflictDoNothing({ target: m.idempotencyKey })
      .returning(savedColumns);
    const row = inserted ?? (await firstSave(tx, idempotency));
    if (inserted) await keepNewestSaves(tx, userId);
    return {
      assessment: toSaved(row),
      previous: await previousOf(tx, userId, row.id),
      replayed: !inserted,
    };
  });
}

/** Deletes the account's saved assessments older than its newest ROW_CAPS figure. */
async function keepNewestSaves(tx: Tx, userId: string) {
  const mine = and(eq(m.userId, userId), isNull(m.consultationId));
  const kept = tx
    .select({ id: m.id })
    .from(m)
    .where(mine)
    .orderBy(sql`${m.createdAt} desc`, sql`${m.id} desc`)
    .limit(ROW_CAPS.maturityAssessmentsPerAccount);
  await tx.delete(m).where(and(mine, notInArray(m.id, kept)));
}

/** The save a used key first made; another body under the key is a client's mistake. */
async function firstSave(tx: Tx, idempotency: SaveKey | undefined) {
  const [first] = await tx
    .select({ ...savedColumns, hash: m.idempotencyHash })
    .from(m)
    .where(eq(m.idempotencyKey, idempotency?.key ?? ""));
  if (!first) throw new Error("assessment with a used idempotency key not found");
  if (first.hash !== idempotency?.hash) {
    throw new AppError(
      "UNPROCESSABLE",
      "This Idempotency-Key was already used for different answers; send a new key.",
    );
  }
  return first;
}

/**
 * Attaches an assessment to a new consultation request, in the request's transaction. It is on
 * the requester's account only when they were signed in (`userId`); else on the request alone.
 */
export async function attachAssessment(
  tx: Tx,
  consultationId: string,
  userId: string | null,
  input: Input,
): Promise<MaturityScores> {
  const row = scoredRow(input);
  await tx.insert(m).values({ ...row, consultationId, userId });
  return row.scores;
}
