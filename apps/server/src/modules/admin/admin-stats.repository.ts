import type { AdminStats } from "@app/shared/admin";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { solutionsCatalog } from "../../db/schema/catalog.ts";
import { consultations, toolSubmissions } from "../../db/schema/leads.ts";

const count = sql<number>`count(*)`.mapWith(Number);

/** The admin dashboard's figures, each one count(*) in SQL. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [[users], [tools], [leads], [pending]] = await Promise.all([
    db.select({ n: count }).from(user),
    db.select({ n: count }).from(solutionsCatalog).where(eq(solutionsCatalog.status, "published")),
    db.select({ n: count }).from(consultations),
    db.select({ n: count }).from(toolSubmissions).where(eq(toolSubmissions.status, "pending")),
  ]);
  return {
    totalUsers: users?.n ?? 0,
    toolsListed: tools?.n ?? 0,
    consultations: leads?.n ?? 0,
    pendingSubmissions: pending?.n ?? 0,
  };
}
