import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { difference, firstK, intersect, union } from "./sorted-sets.ts";
import type { QueryNode } from "./tsquery.ts";

/** One row of solutions_search as the index needs it. */
export interface IndexedRow {
  id: string;
  published: boolean;
  featured: boolean;
  verified: boolean;
  rating: number;
  category: string;
  industryTags: string[];
  pricingModel: string;
  /** Lexemes of the whole document and of the name alone. */
  words: string[];
  nameWords: string[];
}

export interface IndexFilters {
  category?: string | undefined;
  industry?: string | undefined;
  pricingModel?: string | undefined;
  minRating?: number | undefined;
  featured?: boolean | undefined;
  verified?: boolean | undefined;
}

type Doc = Omit<IndexedRow, "words" | "nameWords" | "published">;
type Counts = Pick<ToolListResponse, "total" | "facets">;

/**
 * An in-process inverted index of the published catalogue: posting lists of ordinals per lexeme,
 * plus each tool's filter and ranking fields. A changed tool gets a new ordinal and its old one is
 * left dead (filtered out), so posting lists only ever grow at their end and stay sorted.
 */
export class SearchIndex {
  private readonly docs: (Doc | undefined)[] = [];
  private readonly byId = new Map<string, number>();
  private readonly body = new Map<string, number[]>();
  private readonly names = new Map<string, number[]>();
  private aliveCache: number[] | undefined;
  private deadCount = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Share of ordinals that are dead: past a point, rebuilding is cheaper than carrying them. */
  get deadRatio(): number {
    return this.docs.length === 0 ? 0 : this.deadCount / this.docs.length;
  }

  upsert(row: IndexedRow): void {
    this.remove(row.id);
    if (!row.published) return;
    const ordinal = this.docs.length;
    const { words, nameWords, published: _published, ...doc } = row;
    this.docs.push(doc);
    this.byId.set(row.id, ordinal);
    for (const word of new Set(words)) append(this.body, word, ordinal);
    for (const word of new Set(nameWords)) append(this.names, word, ordinal);
    this.aliveCache = undefined;
  }

  remove(id: string): void {
    const ordinal = this.byId.get(id);
    if (ordinal === undefined) return;
    this.docs[ordinal] = undefined;
    this.byId.delete(id);
    this.deadCount += 1;
    this.aliveCache = undefined;
  }

  /** Ordinals of the published tools matching `node` (every published tool without one). */
  match(node: QueryNode | undefined): number[] {
    if (!node) return this.alive();
    return this.evaluate(node, this.body).filter((ordinal) => this.docs[ordinal] !== undefined);
  }

  /** Total and facets, each facet applying every filter but its own (as the SQL path does). */
  counts(matches: readonly number[], filters: IndexFilters): Counts {
    const categories = new Map<string, number>();
    const industries = new Map<string, number>();
    let total = 0;
    for (const ordinal of matches) {
      const doc = this.docs[ordinal] as Doc;
      if (!passesBase(doc, filters)) continue;
      const inCategory = !filters.category || doc.category === filters.category;
      const inIndustry = !filters.industry || doc.industryTags.includes(filters.industry);
      if (inCategory && inIndustry) total += 1;
      if (inIndustry) categories.set(doc.category, (categories.get(doc.category) ?? 0) + 1);
      if (inCategory) {
        for (const tag of new Set(doc.industryTags)) {
          industries.set(tag, (industries.get(tag) ?? 0) + 1);
        }
      }
    }
    return { total, facets: { category: toFacet(categories), industry: toFacet(industries) } };
  }

  /**
   * Ids of one page of matches in relevance order: name matches first, then featured, rating
   * and id — the order the SQL path gives.
   */
  rankedPage(
    node: QueryNode,
    matches: readonly number[],
    filters: IndexFilters,
    offset: number,
    limit: number,
  ): string[] {
    const inName = new Uint8Array(this.docs.length);
    for (const ordinal of this.evaluate(node, this.names)) inName[ordinal] = 1;
    const eligible = matches.filter((ordinal) => {
      const doc = this.docs[ordinal] as Doc;
      return (
        passesBase(doc, filters) &&
        (!filters.category || doc.category === filters.category) &&
        (!filters.industry || doc.industryTags.includes(filters.industry))
      );
    });
    const compare = (a: number, b: number) => {
      const x = this.docs[a] as Doc;
      const y = this.docs[b] as Doc;
      return (
        (inName[b] as number) - (inName[a] as number) ||
        Number(y.featured) - Number(x.featured) ||
        y.rating - x.rating ||
        (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)
      );
    };
    return firstK(eligible, offset + limit, compare)
      .slice(offset)
      .map((ordinal) => (this.docs[ordinal] as Doc).id);
  }

  private alive(): number[] {
    if (!this.aliveCache) {
      const alive: number[] = [];
      this.docs.forEach((doc, ordinal) => {
        if (doc) alive.push(ordinal);
      });
      this.aliveCache = alive;
    }
    return this.aliveCache;
  }

  private evaluate(node: QueryNode, postings: Map<string, number[]>): number[] {
    switch (node.kind) {
      case "word":
        return postings.get(node.lexeme) ?? [];
      case "not":
        return difference(this.alive(), this.evaluate(node.operand, postings));
      case "and":
        return intersect(this.evaluate(node.left, postings), this.evaluate(node.right, postings));
      case "or":
        return union(this.evaluate(node.left, postings), this.evaluate(node.right, postings));
    }
  }
}

function append(postings: Map<string, number[]>, word: string, ordinal: number): void {
  const list = postings.get(word);
  if (list) list.push(ordinal);
  else postings.set(word, [ordinal]);
}

function passesBase(doc: Doc, filters: IndexFilters): boolean {
  return (
    (!filters.pricingModel || doc.pricingModel === filters.pricingModel) &&
    (filters.minRating === undefined || doc.rating >= filters.minRating) &&
    (!filters.featured || doc.featured) &&
    (!filters.verified || doc.verified)
  );
}

function toFacet(counts: Map<string, number>) {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}
