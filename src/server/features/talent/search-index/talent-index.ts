import type { Availability } from '../../../../shared/availability';
import type { DegreeLevel } from '../../../../shared/internships';
import { GrowingArray } from './growing-array';
import type { KeywordTerm } from './keyword-terms';
import { rankOperands } from './keyword-terms';
import { addAll, countOf, Postings, setBit, wordsFor, type Bits } from './postings';
import { tsRank, withOrTerm } from './ts-rank';
import { parseTsvector } from './tsvector-text';

/** A listed quant_search row as the index keeps it (index-sync.ts reads them). */
export interface IndexedProfile {
  profileId: string;
  /** created_at in microseconds since the epoch: PostgreSQL's precision, so ties order as in SQL. */
  createdMicros: number;
  rateLow: number | null;
  rateHigh: number | null;
  filterKeys: readonly string[];
  blockedKeys: readonly string[];
  /** search_vector as PostgreSQL prints it. */
  vector: string;
  /** What the talent match scores besides keys and terms (talent-match/scoring.ts MatchFacts). */
  experienceYears: number;
  highestDegree: DegreeLevel | null;
  availability: Availability | null;
  location: string | null;
  prefersRemote: boolean;
}

/** One indexed profile's facts for the match's score (the keys and terms are tested on the index's sets). */
export interface IndexedFacts {
  experienceYears: number;
  highestDegree: DegreeLevel | null;
  availability: Availability | null;
  location: string | null;
  prefersRemote: boolean;
  rateLow: number | null;
  rateHigh: number | null;
}

/** What a directory search asks of the index: every condition of talentConditions, in the same terms. */
export interface IndexSearch {
  /** Each group is met by any of its filter keys; every group must be met (skills, experience, education…). */
  groups: readonly (readonly string[])[];
  /** The keyword: all its terms in the search document, or any of its skill keys among the filter keys. */
  keyword?: { terms: readonly KeywordTerm[]; skillKeys: readonly string[] };
  /** The company's blocked keys ('Company=<id>', 'Domain=<domain>'): a quant holding any is left out. */
  blockedKeys: readonly string[];
  rateMin?: number;
  rateMax?: number;
  order: 'newest' | 'rate';
  limit: number;
}

/** Operands per keyword the ranking marks in one 16-bit mask (keyword.ts takes at most 12 words). */
const MAX_OPERANDS = 16;

/**
 * The listed quants' search rows in memory (decision 0025): filter keys, blocks and the search document's lexemes
 * as posting lists of slots (postings.ts), the directory's two orders as arrays of slots, and every document's
 * entries and positions in shared arrays for ranking. A changed row takes a new slot and leaves its old one dead
 * (searches skip dead slots; postings keep them); `wornOut` says when building afresh is due. Nothing here reads
 * the database: index-sync.ts keeps it in step.
 */
export class TalentIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly profileIds: string[] = [];
  private readonly created: number[] = [];
  /** The live slots, as bits: a changed or removed profile's old slot is cleared. */
  private alive: Bits = new Uint32Array(1);
  private readonly facts: IndexedFacts[] = [];
  /** Slot s's entries are entries [firstEntry[s], firstEntry[s + 1]). */
  private readonly firstEntry = new GrowingArray(Uint32Array, [0]);
  private readonly entryLexemes = new GrowingArray(Int32Array);
  /** Entry e's positions are positions[firstPosition[e] .. firstPosition[e + 1]). */
  private readonly firstPosition = new GrowingArray(Uint32Array, [0]);
  private readonly positions = new GrowingArray(Uint16Array);
  private readonly keys = new Postings<string>();
  private readonly blocks = new Postings<string>();
  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly lexemeSlots = new Postings<number>();
  /** Lexeme ids sorted by their text, for prefix ranges. */
  private sortedLexemes: number[] = [];
  private newest: number[] = [];
  private byRate: number[] = [];
  /** search's working sets (scratchFor). */
  private scratch: Scratch | undefined;
  /** ranks' operand masks by lexeme id: all zero between searches. */
  private marks = new Uint16Array(0);
  /** Each slot's place in an order (firstInOrder), until the order changes. */
  private places: Partial<Record<IndexSearch['order'], Uint32Array>> = {};
  private dead = 0;
  /** While build() loads: the sorted lists are sorted once at its end. */
  private building = false;

  get size(): number {
    return this.slotOf.size;
  }

  /** Enough dead slots that a fresh build would be noticeably smaller and faster. */
  get wornOut(): boolean {
    return this.dead > Math.max(1_000, this.slotOf.size / 4);
  }

  /** Loads many rows at once: the orders are sorted once at the end instead of kept sorted row by row. */
  static build(rows: Iterable<IndexedProfile>): TalentIndex {
    const index = new TalentIndex();
    index.building = true;
    for (const row of rows) index.add(row);
    index.building = false;
    const live = [...index.slotOf.values()];
    index.newest = [...live].sort(index.newestFirst);
    index.byRate = live.sort(index.lowestRateFirst);
    index.sortedLexemes.sort(index.byLexeme);
    return index;
  }

  /** A listed row, new or changed. */
  upsert(row: IndexedProfile): void {
    this.remove(row.profileId);
    this.add(row);
  }

  /** A row no longer listed, or deleted. */
  remove(profileId: string): void {
    const slot = this.slotOf.get(profileId);
    if (slot === undefined) return;
    this.alive[slot >>> 5]! &= ~(1 << (slot & 31));
    this.slotOf.delete(profileId);
    this.dead++;
  }

  profileId(slot: number): string {
    return this.profileIds[slot]!;
  }

  /** The first `limit` matching slots in the order asked (newest: created desc, id desc; rate: low rate first). */
  search(search: IndexSearch): number[] {
    const slots = this.profileIds.length;
    const scratch = this.scratchFor(slots);
    let wanted: Bits | null = null;
    for (const group of search.groups) {
      wanted = intersect(wanted, this.keys.union(group, slots, scratch.cleared(wanted ? 'part' : 'wanted')));
    }
    if (search.keyword) wanted = intersect(wanted, this.keywordMatches(search.keyword, slots, scratch));
    const blocked =
      search.blockedKeys.length > 0 ? this.blocks.union(search.blockedKeys, slots, scratch.cleared('blocked')) : null;
    const rateMin = search.rateMin ?? null;
    const rateMax = search.rateMax ?? null;
    // A quant without a rate has none to overlap the firm's range (SQL: null >= n is not true).
    const inRange = (slot: number) =>
      (rateMin === null || (this.facts[slot]!.rateHigh ?? -Infinity) >= rateMin) &&
      (rateMax === null || (this.facts[slot]!.rateLow ?? Infinity) <= rateMax);
    const order = search.order === 'rate' ? this.byRate : this.newest;
    if (wanted && walkIsLonger(countOf(wanted), search.limit, order.length)) {
      return this.firstInOrder(search.order, wanted, blocked, inRange, search.limit, scratch);
    }
    const found: number[] = [];
    for (const slot of order) {
      if (!has(this.alive, slot)) continue;
      if (wanted && !has(wanted, slot)) continue;
      if (blocked && has(blocked, slot)) continue;
      if (!inRange(slot)) continue;
      found.push(slot);
      if (found.length === search.limit) break;
    }
    return found;
  }

  /** ts_rank of each slot's document for the keyword's terms, as PostgreSQL would compute it (ts-rank.ts). */
  ranks(slots: readonly number[], terms: readonly KeywordTerm[]): number[] {
    const operands = rankOperands(terms).slice(0, MAX_OPERANDS);
    // Which operands each lexeme meets, as a bit mask: one typed lookup per entry of a document. The masks live
    // with the index (one per lexeme) and are cleared again before this returns, instead of a fresh array the
    // size of the vocabulary on every search.
    if (this.marks.length < this.lexemes.length) this.marks = new Uint16Array(this.lexemes.length * 2);
    const marks = this.marks;
    const marked = operands.map((term) => this.lexemesFor(term));
    marked.forEach((ids, operand) => {
      for (const id of ids) marks[id]! |= 1 << operand;
    });
    const vector = { starts: this.firstPosition.array, packed: this.positions.array };
    const entryLexemes = this.entryLexemes.array;
    const firstEntry = this.firstEntry.array;
    // Each operand's matched entries, reused from one document to the next (tsRank reads them before it returns).
    const matched = operands.map((): number[] => []);
    try {
      return slots.map((slot) => {
        const from = firstEntry[slot]!;
        const to = firstEntry[slot + 1]!;
        if (from === to) return 0;
        if (operands.length === 1) {
          // One operand (most keywords are one word): tsRank is calc_rank_or's sum over the matched entries.
          let rank = 0;
          for (let entry = from; entry < to; entry++)
            if (marks[entryLexemes[entry]!] !== 0) rank = withOrTerm(rank, vector, entry);
          return rank;
        }
        for (const entries of matched) entries.length = 0;
        for (let entry = from; entry < to; entry++) {
          const mark = marks[entryLexemes[entry]!]!;
          if (mark === 0) continue;
          for (let operand = 0; operand < operands.length; operand++)
            if (mark & (1 << operand)) matched[operand]!.push(entry);
        }
        return tsRank(vector, matched, terms.length >= 2);
      });
    } finally {
      for (const ids of marked) for (const id of ids) marks[id] = 0;
    }
  }

  /** The slots holding any of these filter keys (a skill with its synonyms), as bits: for the match's tests. */
  keySet(keys: readonly string[]): Bits {
    return this.keys.union(keys, this.profileIds.length);
  }

  /** The slots whose document holds this lexeme exactly (a description term), as bits. */
  lexemeSet(lexeme: string): Bits {
    const id = this.lexemeIds.get(lexeme);
    return this.lexemeSlots.union(id === undefined ? [] : [id], this.profileIds.length);
  }

  /** The live slots in `among` (every live slot for null) that hold none of `blockedKeys`, as a fresh set. */
  liveSet(among: Bits | null, blockedKeys: readonly string[]): Bits {
    const slots = this.profileIds.length;
    const live = new Uint32Array(wordsFor(slots));
    const blocked = blockedKeys.length > 0 ? this.blocks.union(blockedKeys, slots) : null;
    for (let w = 0; w < live.length; w++) {
      live[w] = (this.alive[w] ?? 0) & (among ? among[w]! : ~0) & ~(blocked ? blocked[w]! : 0);
    }
    return live;
  }

  /** The slot's facts, as kept (not a copy: read them, never change them). */
  factsOf(slot: number): Readonly<IndexedFacts> {
    return this.facts[slot]!;
  }

  /** Newest first, then the larger id: the directory's and the match's tie order. */
  compareNewest(a: number, b: number): number {
    return this.newestFirst(a, b);
  }

  /**
   * search's answer for a set of few matches: their places in the order, marked in a set of places and read back
   * lowest first, instead of a walk through the order that would pass many non-matches for each match (a keyword and
   * three filters: 2,341 matches among 100,000, so a walk of 44,000 slots for the first 1,001).
   */
  private firstInOrder(
    orderName: IndexSearch['order'],
    wanted: Bits,
    blocked: Bits | null,
    inRange: (slot: number) => boolean,
    limit: number,
    scratch: Scratch,
  ): number[] {
    const order = orderName === 'rate' ? this.byRate : this.newest;
    const placeOf = this.placesIn(orderName);
    // An order holds each slot at most once, so its places fit a set over the slots.
    const places = scratch.cleared('places');
    for (let w = 0; w < wanted.length; w++) {
      let word = wanted[w]! & (this.alive[w] ?? 0) & ~(blocked ? blocked[w]! : 0);
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        const slot = w * 32 + (31 - Math.clz32(lowest));
        if (inRange(slot)) places[placeOf[slot]! >>> 5]! |= 1 << (placeOf[slot]! & 31);
      }
    }
    const found: number[] = [];
    for (let w = 0; w < places.length && found.length < limit; w++) {
      let word = places[w]!;
      while (word !== 0 && found.length < limit) {
        const lowest = word & -word;
        word ^= lowest;
        found.push(order[w * 32 + (31 - Math.clz32(lowest))]!);
      }
    }
    return found;
  }

  /** Where each slot stands in an order, built when first asked after the order changed. */
  private placesIn(orderName: IndexSearch['order']): Uint32Array {
    let places = this.places[orderName];
    if (!places) {
      const order = orderName === 'rate' ? this.byRate : this.newest;
      const built = new Uint32Array(this.profileIds.length);
      order.forEach((slot, place) => (built[slot] = place));
      this.places[orderName] = places = built;
    }
    return places;
  }

  private add(row: IndexedProfile): void {
    const slot = this.profileIds.length;
    this.slotOf.set(row.profileId, slot);
    this.profileIds.push(row.profileId);
    this.created.push(row.createdMicros);
    this.alive = setBit(this.alive, slot);
    this.facts.push({
      experienceYears: row.experienceYears,
      highestDegree: row.highestDegree,
      availability: row.availability,
      location: row.location,
      prefersRemote: row.prefersRemote,
      rateLow: row.rateLow,
      rateHigh: row.rateHigh,
    });
    for (const key of new Set(row.filterKeys)) this.keys.add(key, slot);
    for (const key of new Set(row.blockedKeys)) this.blocks.add(key, slot);
    const parsed = parseTsvector(row.vector);
    parsed.lexemes.forEach((lexeme, entry) => {
      const id = this.lexemeId(lexeme);
      this.entryLexemes.push(id);
      this.lexemeSlots.add(id, slot);
      for (let at = parsed.starts[entry]!; at < parsed.starts[entry + 1]!; at++)
        this.positions.push(parsed.packed[at]!);
      this.firstPosition.push(this.positions.length);
    });
    this.firstEntry.push(this.entryLexemes.length);
    if (!this.building) {
      insertSorted(this.newest, slot, this.newestFirst);
      insertSorted(this.byRate, slot, this.lowestRateFirst);
      this.places = {};
    }
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemes.push(lexeme);
      if (this.building) this.sortedLexemes.push(id);
      else insertSorted(this.sortedLexemes, id, this.byLexeme);
    }
    return id;
  }

  /** The lexemes a term matches: itself, or for a prefix every lexeme starting with it (one sorted range). */
  private lexemesFor(term: KeywordTerm): number[] {
    if (!term.prefix) {
      const id = this.lexemeIds.get(term.lexeme);
      return id === undefined ? [] : [id];
    }
    let low = 0;
    let high = this.sortedLexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareText(this.lexemes[this.sortedLexemes[middle]!]!, term.lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    const ids: number[] = [];
    for (let at = low; at < this.sortedLexemes.length; at++) {
      const id = this.sortedLexemes[at]!;
      if (!this.lexemes[id]!.startsWith(term.lexeme)) break;
      ids.push(id);
    }
    return ids;
  }

  /** The slots matching the keyword, in one of `scratch`'s sets (the caller copies it if it must keep it). */
  private keywordMatches(keyword: NonNullable<IndexSearch['keyword']>, slots: number, scratch: Scratch): Bits {
    let inDocument: Bits | null = null;
    for (const term of keyword.terms) {
      const into = scratch.cleared(inDocument ? 'term' : 'document');
      inDocument = intersect(inDocument, this.lexemeSlots.union(this.lexemesFor(term), slots, into));
    }
    // No term left (only stop words): the document matches nothing, as `@@` an empty tsquery does.
    const bySkill = this.keys.union(keyword.skillKeys, slots, scratch.cleared('skills'));
    return inDocument ? addAll(inDocument, bySkill) : bySkill;
  }

  /** The search's working sets, reused from one search to the next (a search runs to its end without yielding). */
  private scratchFor(slots: number): Scratch {
    if (this.scratch?.slots !== slots) this.scratch = new Scratch(slots);
    return this.scratch;
  }

  private readonly byLexeme = (a: number, b: number): number => compareText(this.lexemes[a]!, this.lexemes[b]!);

  private readonly newestFirst = (a: number, b: number): number =>
    this.created[b]! - this.created[a]! || compareText(this.profileIds[b]!, this.profileIds[a]!);

  private readonly lowestRateFirst = (a: number, b: number): number => {
    const rateA = this.facts[a]!.rateLow;
    const rateB = this.facts[b]!.rateLow;
    if (rateA !== rateB) {
      if (rateA === null) return 1;
      if (rateB === null) return -1;
      return rateA - rateB;
    }
    return compareText(this.profileIds[a]!, this.profileIds[b]!);
  };
}

/**
 * Sets of slots a search fills and drops again, by role, kept for the next search: a fresh set for each (five or
 * six of 12.5 kB at 100,000 profiles) cost more to allocate, touch and collect than the search's own work.
 */
class Scratch {
  private readonly sets = new Map<string, Bits>();

  constructor(readonly slots: number) {}

  /** The set for `role`, every bit clear. */
  cleared(role: 'wanted' | 'part' | 'document' | 'term' | 'skills' | 'blocked' | 'places'): Bits {
    let set = this.sets.get(role);
    if (set) set.fill(0);
    else this.sets.set(role, (set = new Uint32Array(wordsFor(this.slots))));
    return set;
  }
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Inserts `value` after every element that sorts before or with it. */
function insertSorted(list: number[], value: number, compare: (a: number, b: number) => number): void {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, value) <= 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, value);
}

/**
 * A walk through the order would pass about `limit * orderLength / matches` slots before it found `limit` matches;
 * marking the matches' places costs a step a match plus a read of a word per 32 places. The walk wins for common
 * filters, which find their `limit` matches early in the order.
 */
const walkIsLonger = (matches: number, limit: number, orderLength: number): boolean =>
  limit * orderLength > 4 * matches * matches;

const has = (bits: Bits, slot: number): boolean => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

function intersect(a: Bits | null, b: Bits): Bits {
  if (!a) return b;
  for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
  return a;
}
