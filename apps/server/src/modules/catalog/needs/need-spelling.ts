import { NEED_VOCABULARY, type NeedEntry } from "@app/shared/need-vocabulary";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";

/** Every form of every need, in English, Arabic, Devanagari and Latin-script Hindi. */
export function needForms(vocabulary: readonly NeedEntry[] = NEED_VOCABULARY): string[] {
  const forms = new Set<string>();
  for (const entry of vocabulary) {
    for (const form of [...entry.en, ...entry.ar, ...entry.hi, ...entry.hiLatn]) forms.add(form);
  }
  return [...forms];
}

/**
 * Adds the need vocabulary's words to the spelling dictionary (catalog_words), split and
 * normalised by the same SQL function as a listing's words (catalog_words_from, migration 0044),
 * so "grahak sewa" is corrected to "grahak seva" although no listing has those words. One
 * statement; words already there are left as they are, so it runs at every start (server.ts).
 */
export async function storeNeedWords(db: Db): Promise<void> {
  await db.execute(sql`select catalog_words_from(${sql.param(needForms())}::text[])`);
}
