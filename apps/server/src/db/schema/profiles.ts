import { pgView, text, timestamp } from "drizzle-orm/pg-core";

/**
 * SPEC §3 "profiles": a read-only view over Better Auth's user table, so the role has one home.
 * Created by the migration in drizzle/; `.existing()` keeps drizzle-kit from redefining it.
 */
export const profiles = pgView("profiles", {
  id: text("id").notNull(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  role: text("role").notNull(),
  companyName: text("company_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
}).existing();
