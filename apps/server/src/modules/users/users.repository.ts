import { isRole, type Role } from "@app/shared/roles";
import type { AdminUser, UserList } from "@app/shared/users";
import { and, desc, eq, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { containsText, countRows } from "../../db/searched-list.ts";

export const adminUserColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  createdAt: user.createdAt,
};

type UserRow = typeof user.$inferSelect;

export function toAdminUser(row: Pick<UserRow, keyof typeof adminUserColumns>): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // The column's check constraint allows only these; the fallback keeps the type honest.
    role: isRole(row.role) ? row.role : "business",
    banned: row.banned ?? false,
    banReason: row.banReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list's filter: `q` a case-insensitive substring of the name or e-mail, and the role. */
export function userFilter(query: { q?: string | undefined; role?: Role | undefined }) {
  const filters: SQL[] = [];
  if (query.q) {
    const match = or(containsText(user.name, query.q), containsText(user.email, query.q));
    if (match) filters.push(match);
  }
  if (query.role) filters.push(eq(user.role, query.role));
  return filters.length ? and(...filters) : undefined;
}

/**
 * Accounts newest first, counted and paged in SQL; the search is served by the trigram indexes
 * on lower(name) and lower(email).
 */
export async function listUsers(
  db: Db,
  query: { q?: string | undefined; role?: Role | undefined; page: number; pageSize: number },
): Promise<UserList> {
  const where = userFilter(query);
  const [rows, counted] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countRows(db, user, where, Boolean(query.q)),
  ]);
  return {
    items: rows.map(toAdminUser),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}
