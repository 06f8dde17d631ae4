import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { solutionsCatalog } from "./catalog.ts";

/**
 * How many readers compared two tools together (POST /api/compare/views): each pair once per
 * reader's address a day, the lower id first. What a tool's alternatives are ranked by, with the
 * pairs saved together (user_favorites).
 */
export const toolPairs = pgTable(
  "tool_pairs",
  {
    solutionA: uuid("solution_a")
      .notNull()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    solutionB: uuid("solution_b")
      .notNull()
      .references(() => solutionsCatalog.id, { onDelete: "cascade" }),
    compared: integer("compared").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.solutionA, t.solutionB] }),
    // A tool's pairs where it is the higher id (the primary key serves the lower).
    index("tool_pairs_solution_b_idx").on(t.solutionB),
    check("tool_pairs_order_check", sql`${t.solutionA} < ${t.solutionB}`),
  ],
);
