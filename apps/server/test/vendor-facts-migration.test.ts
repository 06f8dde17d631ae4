import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const MIGRATION = new URL("../drizzle/0053_vendor_facts.sql", import.meta.url);

/** Migration 0053 on a table holding the old English sentences (ADR 35). */
describe("migration 0053: vendor facts as values", () => {
  it("turns the sentences that parse into values, the rest into null or kept names", async () => {
    const db = new PGlite();
    await db.exec(`create table solutions_catalog (id serial primary key,
      implementation_time text, support_level text,
      languages_supported text[] not null default '{}')`);
    const rows: [string | null, string | null, string[]][] = [
      ["1-2 weeks", "24/7 chat and email", ["English", "Arabic"]],
      ["Same day", "Business hours (IST)", ["Hindi", "Klingon", "Bengali"]],
      ["1 week", "Chat, Sunday to Thursday", []],
      ["About a month", "Business hours (GST)", ["Tagalog"]],
      ["3-5 days", "Something else", ["French"]],
    ];
    for (const row of rows) {
      await db.query(
        "insert into solutions_catalog (implementation_time, support_level, languages_supported) values ($1, $2, $3)",
        row,
      );
    }
    for (const statement of readFileSync(MIGRATION, "utf8").split("--> statement-breakpoint")) {
      await db.exec(statement);
    }
    const { rows: after } = await db.query(
      "select implementation_time, support, languages_supported from solutions_catalog order by id",
    );
    expect(after).toEqual([
      {
        implementation_time: { min: 1, max: 2, unit: "weeks" },
        support: { level: "chat_email", hours: "24_7", timeZone: null },
        languages_supported: ["en", "ar"],
      },
      {
        implementation_time: { min: 0, max: 0, unit: "days" },
        support: { level: null, hours: "business_hours", timeZone: "Asia/Kolkata" },
        languages_supported: ["hi", "Klingon", "bn"],
      },
      {
        implementation_time: { min: 1, max: 1, unit: "weeks" },
        support: { level: "chat", hours: "sunday_to_thursday", timeZone: null },
        languages_supported: [],
      },
      {
        implementation_time: null,
        support: { level: null, hours: "business_hours", timeZone: "Asia/Dubai" },
        languages_supported: ["tl"],
      },
      {
        implementation_time: { min: 3, max: 5, unit: "days" },
        support: null,
        languages_supported: ["fr"],
      },
    ]);
    await db.close();
    // Starting PGlite takes seconds on a busy machine.
  }, 30_000);
});
