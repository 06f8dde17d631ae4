import type { ToolListResponse } from "@app/shared/catalog-schemas";
import { Column, Dictionary } from "./columns.ts";
import {
  bitOf,
  currencyCode,
  DIMENSION_MASK,
  FACT_DIMENSION_NAMES,
  type FactDimension,
  HINDI_MASK,
  maskOf,
  valueOfBit,
} from "./fact-bits.ts";
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
  /** The price and regional filters' fields (migration 0046); absent on older rows. */
  freeTier?: boolean;
  freeTrial?: boolean;
  lowestMonthlyAmount?: number | null;
  lowestMonthlyCurrency?: string | null;
  /** Declared facts as `kind:value`. */
  factTags?: string[];
}

export interface IndexFilters {
  category?: string | undefined;
  industry?: string | undefined;
  pricingModel?: string | undefined;
  minRating?: number | undefined;
  featured?: boolean | undefined;
  verified?: boolean | undefined;
  freeTier?: boolean | undefined;
  freeTrial?: boolean | undefined;
  /**
   * The most a tool's lowest month may cost, per currency in CURRENCIES order (the reader's
   * ceiling converted into each): a tool passes when its price is at most its currency's.
   */
  priceCeilings?: readonly number[] | undefined;
  hosting?: string | undefined;
  compliance?: string | undefined;
  dialect?: string | undefined;
  hindi?: boolean | undefined;
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
const FREE_TIER = 4;
const FREE_TRIAL = 8;
/** The price column's currency code for a tool with no price (only quotes). */
const NO_PRICE = 255;
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
  /** The lowest month's price and its currency's code (fact-bits.ts currencyCode). */
  private readonly lowest = new Column((n) => new Float64Array(n));
  private readonly lowestCurrency = new Column((n) => new Uint8Array(n));
  /** The filtered facts' bits (fact-bits.ts). */
  private readonly facts = new Column((n) => new Uint32Array(n));
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
    this.flags.set(
      ordinal,
      (row.featured ? FEATURED : 0) |
        (row.verified ? VERIFIED : 0) |
        (row.freeTier ? FREE_TIER : 0) |
        (row.freeTrial ? FREE_TRIAL : 0),
    );
    this.rating.set(ordinal, row.rating);
    const priced = row.lowestMonthlyAmount !== null && row.lowestMonthlyAmount !== undefined;
    this.lowest.set(ordinal, priced ? Number(row.lowestMonthlyAmount) : 0);
    this.lowestCurrency.set(
      ordinal,
      priced ? currencyCode(row.lowestMonthlyCurrency ?? null) : NO_PRICE,
    );
    this.facts.set(ordinal, maskOf(row.factTags ?? []));
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
    const chosen = FACT_DIMENSION_NAMES.map((name) => chosenBit(name, filters[name]));
    const byCategory = new Int32Array(this.categories.size);
    const byIndustry = new Int32Array(this.industryNames.size);
    const byFact = new Int32Array(32);
    let total = 0;
    for (const ordinal of matches) {
      if (!passes(ordinal)) continue;
      const code = this.category.get(ordinal);
      const mask = this.industries.get(ordinal);
      const facts = this.facts.get(ordinal);
      const inCategory = category === NONE || code === category;
      const inIndustry = industry === NONE || (mask & industryBit) !== 0;
      // How many of the regional dimensions it fails, and which (a facet ignores its own).
      let missed = 0;
      let missedDimension = -1;
      chosen.forEach((bit, dimension) => {
        if (bit !== undefined && (facts & bit) === 0) {
          missed += 1;
          missedDimension = dimension;
        }
      });
      if (inCategory && inIndustry && missed === 0) total += 1;
      if (inIndustry && missed === 0) byCategory[code] = (byCategory[code] as number) + 1;
      if (inCategory && missed === 0) countBits(mask, byIndustry);
      if (inCategory && inIndustry && missed <= 1) {
        FACT_DIMENSION_NAMES.forEach((name, dimension) => {
          if (missed === 0 || missedDimension === dimension) {
            countBits(facts & DIMENSION_MASK[name], byFact);
          }
        });
      }
    }
    const factFacet = (name: FactDimension) =>
      toBitFacet(byFact, DIMENSION_MASK[name]).sort((a, b) => a.value.localeCompare(b.value));
    return {
      total,
      facets: {
        category: toFacet(this.categories, byCategory),
        industry: toFacet(this.industryNames, byIndustry),
        hosting: factFacet("hosting"),
        compliance: factFacet("compliance"),
        dialect: factFacet("dialect"),
      },
    };
  }

  /**
   * Ids of one page of matches by their lowest month's price in US dollars (`unitsPerUsd` per
   * currency in CURRENCIES order), tools priced only by quote last; then featured, rating, id.
   */
  pricedPage(
    matches: readonly number[],
    filters: IndexFilters,
    unitsPerUsd: readonly number[],
    offset: number,
    limit: number,
  ): string[] {
    const eligible = this.eligible(matches, filters);
    const usd = (ordinal: number) => {
      const code = this.lowestCurrency.get(ordinal);
      const price =
        code === NO_PRICE
          ? Number.NaN
          : this.lowest.get(ordinal) / (unitsPerUsd[code] ?? Number.NaN);
      // A quote, or a currency without a rate, goes last.
      return Number.isNaN(price) ? Number.POSITIVE_INFINITY : price;
    };
    const compare = (a: number, b: number) => {
      const x = this.ids[a] as string;
      const y = this.ids[b] as string;
      const priceA = usd(a);
      const priceB = usd(b);
      return (
        (priceA === priceB ? 0 : priceA < priceB ? -1 : 1) ||
        (this.flags.get(b) & FEATURED) - (this.flags.get(a) & FEATURED) ||
        this.rating.get(b) - this.rating.get(a) ||
        (x < y ? -1 : x > y ? 1 : 0)
      );
    };
    return firstK(eligible, offset + limit, compare)
      .slice(offset)
      .map((ordinal) => this.ids[ordinal] as string);
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
    const inName = new Uint8Array(this.ids.length);
    if (node) for (const ordinal of this.evaluate(node, this.names)) inName[ordinal] = 1;
    const eligible = this.eligible(matches, filters);
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

  /** The matches passing every filter. */
  private eligible(matches: readonly number[], filters: IndexFilters): number[] {
    const passes = this.baseFilter(filters);
    const category = this.codeOf(this.categories, filters.category);
    const industry = this.codeOf(this.industryNames, filters.industry);
    const industryBit = industry >= 0 ? 1 << industry : 0;
    let required = 0;
    let impossible = false;
    for (const name of FACT_DIMENSION_NAMES) {
      const bit = chosenBit(name, filters[name]);
      if (bit === 0) impossible = true;
      else if (bit !== undefined) required |= bit;
    }
    if (impossible) return [];
    return matches.filter(
      (ordinal) =>
        passes(ordinal) &&
        (category === NONE || this.category.get(ordinal) === category) &&
        (industry === NONE || (this.industries.get(ordinal) & industryBit) !== 0) &&
        (this.facts.get(ordinal) & required) >>> 0 === required >>> 0,
    );
  }

  private codeOf(dictionary: Dictionary, value: string | undefined): number {
    if (!value) return NONE;
    const code = dictionary.find(value);
    return code < 0 ? UNKNOWN : code;
  }

  /**
   * Pricing model, minimum rating, featured, verified, free tier and trial, the price ceiling
   * and Hindi: the filters that are not a facet's dimension.
   */
  private baseFilter(filters: IndexFilters): (ordinal: number) => boolean {
    const pricing = this.codeOf(this.pricingModels, filters.pricingModel);
    const minRating = filters.minRating;
    const required =
      (filters.featured ? FEATURED : 0) |
      (filters.verified ? VERIFIED : 0) |
      (filters.freeTier ? FREE_TIER : 0) |
      (filters.freeTrial ? FREE_TRIAL : 0);
    const ceilings = filters.priceCeilings;
    const hindi = filters.hindi ? HINDI_MASK : 0;
    return (ordinal) =>
      (pricing === NONE || this.pricing.get(ordinal) === pricing) &&
      (minRating === undefined || this.rating.get(ordinal) >= minRating) &&
      (this.flags.get(ordinal) & required) === required &&
      (hindi === 0 || (this.facts.get(ordinal) & hindi) !== 0) &&
      (ceilings === undefined || this.withinCeiling(ordinal, ceilings));
  }

  private withinCeiling(ordinal: number, ceilings: readonly number[]): boolean {
    const code = this.lowestCurrency.get(ordinal);
    if (code === NO_PRICE) return false;
    // A cent of slack: the ceiling was converted, the price was not.
    return this.lowest.get(ordinal) <= (ceilings[code] ?? Number.NEGATIVE_INFINITY) + 0.005;
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

/**
 * A regional dimension's chosen value as its bit: undefined when none is chosen, 0 for a value
 * the filters do not know (nothing matches).
 */
function chosenBit(name: FactDimension, value: string | undefined): number | undefined {
  if (!value) return undefined;
  return bitOf(name, value);
}

/** Adds one to `counts` at each set bit of `mask`. */
function countBits(mask: number, counts: Int32Array): void {
  for (let rest = mask >>> 0; rest !== 0; ) {
    const low = rest & -rest;
    const bit = 31 - Math.clz32(low);
    counts[bit] = (counts[bit] as number) + 1;
    rest = (rest ^ low) >>> 0;
  }
}

/** A regional facet: the value of each of the dimension's bits that some match has. */
function toBitFacet(counts: Int32Array, dimension: number) {
  const facet: { value: string; count: number }[] = [];
  counts.forEach((count, bit) => {
    if (count > 0 && (dimension & (1 << bit)) !== 0) facet.push({ value: valueOfBit(bit), count });
  });
  return facet;
}

function toFacet(dictionary: Dictionary, counts: Int32Array) {
  const facet: { value: string; count: number }[] = [];
  counts.forEach((count, code) => {
    if (count > 0) facet.push({ value: dictionary.values[code] as string, count });
  });
  return facet.sort((a, b) => a.value.localeCompare(b.value));
}
