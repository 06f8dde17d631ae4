import type { Category } from "@app/shared/catalog";
import type { Favorite } from "@app/shared/catalog-schemas";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { solutionsCatalog, userFavorites } from "../../db/schema/catalog.ts";

export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: userFavorites.solutionId })
    .from(userFavorites)
    .where(eq(userFavorites.userId, userId))
    .orderBy(desc(userFavorites.createdAt));
  return rows.map((r) => r.id);
}

/** SPEC §7: favourites joined with their tool, newest first (the business dashboard's list). */
export async function listFavorites(db: Db, userId: string): Promise<Favorite[]> {
  const rows = await db
    .select({
      solutionId: userFavorites.solutionId,
      savedAt: userFavorites.createdAt,
      id: solutionsCatalog.id,
      name: solutionsCatalog.name,
      category: solutionsCatalog.category,
      shortDesc: solutionsCatalog.shortDesc,
      pricing: solutionsCatalog.pricing,
    })
    .from(userFavorites)
    .innerJoin(solutionsCatalog, eq(solutionsCatalog.id, userFavorites.solutionId))
    .where(and(eq(userFavorites.userId, userId), eq(solutionsCatalog.status, "published")))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.id));
  return rows.map(({ solutionId, savedAt, ...tool }) => ({
    solutionId,
    savedAt: savedAt.toISOString(),
    tool: { ...tool, category: tool.category as Category },
  }));
}

/** Idempotent: saving twice leaves one row (unique user + tool). */
export async function addFavorite(db: Db, userId: string, toolId: string): Promise<boolean> {
  const inserted = await db
    .insert(userFavorites)
    .values({ userId, solutionId: toolId })
    .onConflictDoNothing()
    .returning({ id: userFavorites.id });
  return inserted.length > 0;
}

export async function removeFavorite(db: Db, userId: string, toolId: string): Promise<void> {
  await db
    .delete(userFavorites)
    .where(and(eq(userFavorites.userId, userId), eq(userFavorites.solutionId, toolId)));
}
