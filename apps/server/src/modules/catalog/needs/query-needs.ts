import { createNeedMatcher, type MatchedNeed } from "./need-matcher.ts";

const match = createNeedMatcher();
const remembered = new Map<string, MatchedNeed[]>();
/** Queries remembered before the memo starts over. */
const MEMO_SIZE = 2_000;

/** The needs a search names (need-matcher.ts), remembered per text. */
export function needsOf(q: string | undefined): MatchedNeed[] {
  if (!q) return [];
  let needs = remembered.get(q);
  if (!needs) {
    if (remembered.size >= MEMO_SIZE) remembered.clear();
    needs = match(q);
    remembered.set(q, needs);
  }
  return needs;
}

/**
 * The needs' own English words as one web-search text (`chatbot or chat or bot`): a tool whose
 * English text has one ranks above one the need found by its category alone.
 */
export function needWordsText(needs: readonly MatchedNeed[]): string | undefined {
  const words = new Set<string>();
  for (const need of needs) {
    for (const word of need.words) {
      const plain = word
        .replace(/[^\p{L}\p{N}-]+/gu, " ")
        .replace(/(^|\s)-+/g, "$1")
        .trim();
      if (plain) words.add(plain);
    }
  }
  return words.size > 0 ? [...words].join(" or ") : undefined;
}
