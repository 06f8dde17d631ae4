import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { Column, Dictionary } from "./columns.ts";
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
  /** Lexemes of the Arabic and Hindi documents (kept marked `ar:…`, `hi:…`). */
  wordsAr?: string[];
  wordsHi?: string[];
}

export interface IndexFilters {
  category?: string | undefined;
  industry?: string | undefined;
  pricingModel?: string | undefined;
  minRating?: number | undefined;
  featured?: boolean | undefined;
  verified?: boolean | undefined;
}

type Counts = Pick<ToolListResponse, "total" | "facets">;

/** What a need maps to (need-matcher.ts). */
export interface NeedScope {
  categories: readonly string[];
  industries: readonly string[];
}

/** Industries are a 32-bit mask per tool; more distinct values than this and SQL answers. */
const MAX_INDUSTRIES = 32;
const MAX_CODES = 255;
const FEATURED = 1;
const VERIFIED = 2;
/** A filter's code: NONE means "no filter", UNKNOWN a value no tool has. */
const NONE = -2;
const UNKNOWN = -1;

/**
 * An in-process inverted index of the published catalogue: posting lists of ordinals per lexeme,
 * and each tool's filter and ranking fields in typed-array columns (no object per tool). A
 * changed tool gets a new ordinal and its old one is left dead (filtered out), so posting lists
 * only ever grow at their end and stay sorted.
 */
export class SearchIndex {
  /** Tool id per ordinal; undefined once the ordinal is dead. */
  private readonly ids: (string | undefined)[] = [];
  private readonly byId = new Map<string, number>();
  private readonly body = new Map<string, number[]>();
  private readonly names = new Map<string, number[]>();
  private readonly category = new Column((n) => new Uint8Array(n));
  private readonly pricing = new Column((n) => new Uint8Array(n));
  private readonly industries = new Column((n) => new Uint32Array(n));
  private readonly flags = new Column((n) => new Uint8Array(n));
  private readonly rating = new Column((n) => new Float64Array(n));
  private readonly categories = new Dictionary();
  private readonly industryNames = new Dictionary();
  private readonly pricingModels = new Dictionary();
  private aliveCache: number[] | undefined;
  private deadCount = 0;
  private overflowed = false;

  get size(): number {
    return this.byId.size;
  }

  /** Ordinals handed out so far, dead ones included: the length of a per-ordinal array. */
  get capacity(): number {
    return this.ids.length;
  }

  /** Share of ordinals that are dead: past a point, rebuilding is cheaper than carrying them. */
  get deadRatio(): number {
    return this.ids.length === 0 ? 0 : this.deadCount / this.ids.length;
  }

  /** False when the catalogue has more distinct values than the columns hold (SQL answers). */
  get usable(): boolean {
    return !this.overflowed;
  }

  upsert(row: IndexedRow): void {
    this.remove(row.id);
    if (!row.published) return;
    const ordinal = this.ids.length;
    this.ids.push(row.id);
    this.byId.set(row.id, ordinal);
    let mask = 0;
    for (const tag of row.industryTags) {
      const code = this.industryNames.code(tag);
      if (code >= MAX_INDUSTRIES) this.overflowed = true;
      else mask |= 1 << code;
    }
    const category = this.categories.code(row.category);
    const pricing = this.pricingModels.code(row.pricingModel);
    if (category > MAX_CODES || pricing > MAX_CODES) this.overflowed = true;
    this.category.set(ordinal, category);
    this.pricing.set(ordinal, pricing);
    this.industries.set(ordinal, mask >>> 0);
    this.flags.set(ordinal, (row.featured ? FEATURED : 0) | (row.verified ? VERIFIED : 0));
    this.rating.set(ordinal, row.rating);
    for (const word of new Set(row.words)) append(this.body, word, ordinal);
    for (const word of new Set(row.wordsAr)) append(this.body, `ar:${word}`, ordinal);
    for (const word of new Set(row.wordsHi)) append(this.body, `hi:${word}`, ordinal);
    for (const word of new Set(row.nameWords)) append(this.names, word, ordinal);
    this.aliveCache = undefined;
  }

  remove(id: string): void {
    const ordinal = this.byId.get(id);
    if (ordinal === undefined) return;
    this.ids[ordinal] = undefined;
    this.byId.delete(id);
    this.deadCount += 1;
    this.aliveCache = undefined;
  }

  /** Ordinals of the published tools matching `node` (every published tool without one). */
  match(node: QueryNode | undefined): number[] {
    if (!node) return this.alive();
    return this.evaluate(node, this.body).filter((ordinal) => this.ids[ordinal] !== undefined);
  }

  /**
   * Ordinals of the published tools a need maps to: in one of its categories (when it names any)
   * and tagged with one of its industries (when it names any); a need naming neither maps to none.
   */
  matchNeeds(needs: readonly NeedScope[]): number[] {
    const scopes = needs
      .filter((need) => need.categories.length > 0 || need.industries.length > 0)
      .map((need) => ({
        categories: new Set(need.categories.map((value) => this.categories.find(value))),
        anyCategory: need.categories.length === 0,
        industries: need.industries.reduce((mask, value) => {
          const code = this.industryNames.find(value);
          return code >= 0 ? mask | (1 << code) : mask;
        }, 0),
        anyIndustry: need.industries.length === 0,
      }));
    if (scopes.length === 0) return [];
    return this.alive().filter((ordinal) =>
      scopes.some(
        (scope) =>
          (scope.anyCategory || scope.categories.has(this.category.get(ordinal))) &&
          (scope.anyIndustry || (this.industries.get(ordinal) & scope.industries) !== 0),
      ),
    );
  }

  /** Ordinals whose documents match `node` (the needs' own words), dead ones included. */
  matchWords(node: QueryNode): number[] {
    return this.evaluate(node, this.body);
  }

  /** Total and facets, each facet applying every filter but its own (as the SQL path does). */
  counts(matches: readonly number[], filters: IndexFilters): Counts {
    const passes = this.baseFilter(filters);
    const category = this.codeOf(this.categories, filters.category);
    const industry = this.codeOf(this.industryNames, filters.industry);
    const industryBit = industry >= 0 ? 1 << industry : 0;
    const byCategory = new Int32Array(this.categories.size);
    const byIndustry = new Int32Array(this.industryNames.size);
    let total = 0;
    for (const ordinal of matches) {
      if (!passes(ordinal)) continue;
      const code = this.category.get(ordinal);
      const mask = this.industries.get(ordinal);
      const inCategory = category === NONE || code === category;
      const inIndustry = industry === NONE || (mask & industryBit) !== 0;
      if (inCategory && inIndustry) total += 1;
      if (inIndustry) byCategory[code] = (byCategory[code] as number) + 1;
      if (inCategory) {
        for (let rest = mask; rest !== 0; ) {
          const low = rest & -rest;
          const bit = 31 - Math.clz32(low);
          byIndustry[bit] = (byIndustry[bit] as number) + 1;
          rest ^= low;
        }
      }
    }
    return {
      total,
      facets: {
        category: toFacet(this.categories, byCategory),
        industry: toFacet(this.industryNames, byIndustry),
      },
    };
  }

  /**
   * Ids of one page of matches in relevance order: name matches first (with a query), then the
   * `score` of each ordinal (a text match over a need's tool, see catalog.repository.ts), then
   * featured, rating and id — the order the SQL path gives.
   */
  rankedPage(
    node: QueryNode | undefined,
    matches: readonly number[],
    filters: IndexFilters,
    offset: number,
    limit: number,
    score?: Uint8Array,
  ): string[] {
    const passes = this.baseFilter(filters);
    const category = this.codeOf(this.categories, filters.category);
    const industry = this.codeOf(this.industryNames, filters.industry);
    const industryBit = industry >= 0 ? 1 << industry : 0;
    const inName = new Uint8Array(this.ids.length);
    if (node) for (const ordinal of this.evaluate(node, this.names)) inName[ordinal] = 1;
    const eligible = matches.filter(
      (ordinal) =>
        passes(ordinal) &&
        (category === NONE || this.category.get(ordinal) === category) &&
        (industry === NONE || (this.industries.get(ordinal) & industryBit) !== 0),
    );
    const compare = (a: number, b: number) => {
      const x = this.ids[a] as string;
      const y = this.ids[b] as string;
      return (
        (inName[b] as number) - (inName[a] as number) ||
        (score ? (score[b] ?? 0) - (score[a] ?? 0) : 0) ||
        (this.flags.get(b) & FEATURED) - (this.flags.get(a) & FEATURED) ||
        this.rating.get(b) - this.rating.get(a) ||
        (x < y ? -1 : x > y ? 1 : 0)
      );
    };
    return firstK(eligible, offset + limit, compare)
      .slice(offset)
      .map((ordinal) => this.ids[ordinal] as string);
  }

  private codeOf(dictionary: Dictionary, value: string | undefined): number {
    if (!value) return NONE;
    const code = dictionary.find(value);
    return code < 0 ? UNKNOWN : code;
  }

  /** Pricing model, minimum rating, featured and verified. */
  private baseFilter(filters: IndexFilters): (ordinal: number) => boolean {
    const pricing = this.codeOf(this.pricingModels, filters.pricingModel);
    const minRating = filters.minRating;
    const required = (filters.featured ? FEATURED : 0) | (filters.verified ? VERIFIED : 0);
    return (ordinal) =>
      (pricing === NONE || this.pricing.get(ordinal) === pricing) &&
      (minRating === undefined || this.rating.get(ordinal) >= minRating) &&
      (this.flags.get(ordinal) & required) === required;
  }

  private alive(): number[] {
    if (!this.aliveCache) {
      const alive: number[] = [];
      this.ids.forEach((id, ordinal) => {
        if (id !== undefined) alive.push(ordinal);
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

function toFacet(dictionary: Dictionary, counts: Int32Array) {
  const facet: { value: string; count: number }[] = [];
  counts.forEach((count, code) => {
    if (count > 0) facet.push({ value: dictionary.values[code] as string, count });
  });
  return facet.sort((a, b) => a.value.localeCompare(b.value));
}
