import type { Availability } from '../../../../shared/availability';
import type { DegreeLevel } from '../../../../shared/internships';
import { GrowingArray } from './growing-array';
import type { KeywordTerm } from './keyword-terms';
import { rankOperands } from './keyword-terms';
import { addAll, Postings, setBit, wordsFor, type Bits } from './postings';
import { tsRank } from './ts-rank';
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
    let wanted: Bits | null = null;
    for (const group of search.groups) wanted = intersect(wanted, this.keys.union(group, slots));
    if (search.keyword) wanted = intersect(wanted, this.keywordMatches(search.keyword, slots));
    const blocked = search.blockedKeys.length > 0 ? this.blocks.union(search.blockedKeys, slots) : null;
    const rateMin = search.rateMin ?? null;
    const rateMax = search.rateMax ?? null;
    const found: number[] = [];
    for (const slot of search.order === 'rate' ? this.byRate : this.newest) {
      if (!has(this.alive, slot)) continue;
      if (wanted && !has(wanted, slot)) continue;
      if (blocked && has(blocked, slot)) continue;
      // A quant without a rate has none to overlap the firm's range (SQL: null >= n is not true).
      if (rateMin !== null && !((this.facts[slot]!.rateHigh ?? -Infinity) >= rateMin)) continue;
      if (rateMax !== null && !((this.facts[slot]!.rateLow ?? Infinity) <= rateMax)) continue;
      found.push(slot);
      if (found.length === search.limit) break;
    }
    return found;
  }

  /** ts_rank of each slot's document for the keyword's terms, as PostgreSQL would compute it (ts-rank.ts). */
  ranks(slots: readonly number[], terms: readonly KeywordTerm[]): number[] {
    const operands = rankOperands(terms).slice(0, MAX_OPERANDS);
    // Which operands each lexeme meets, as a bit mask: one typed lookup per entry of a document.
    const marks = new Uint16Array(this.lexemes.length);
    operands.forEach((term, operand) => {
      for (const id of this.lexemesFor(term)) marks[id]! |= 1 << operand;
    });
    const vector = { starts: this.firstPosition.array, packed: this.positions.array };
    const entryLexemes = this.entryLexemes.array;
    const firstEntry = this.firstEntry.array;
    return slots.map((slot) => {
      const from = firstEntry[slot]!;
      const to = firstEntry[slot + 1]!;
      if (from === to) return 0;
      const matched = operands.map((): number[] => []);
      for (let entry = from; entry < to; entry++) {
        const mark = marks[entryLexemes[entry]!]!;
        if (mark === 0) continue;
        for (let operand = 0; operand < operands.length; operand++)
          if (mark & (1 << operand)) matched[operand]!.push(entry);
      }
      return tsRank(vector, matched, terms.length >= 2);
    });
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

  private keywordMatches(keyword: NonNullable<IndexSearch['keyword']>, slots: number): Bits {
    let inDocument: Bits | null = null;
    for (const term of keyword.terms)
      inDocument = intersect(inDocument, this.lexemeSlots.union(this.lexemesFor(term), slots));
    // No term left (only stop words): the document matches nothing, as `@@` an empty tsquery does.
    const bySkill = this.keys.union(keyword.skillKeys, slots);
    return inDocument ? addAll(inDocument, bySkill) : bySkill;
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

const has = (bits: Bits, slot: number): boolean => (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;

function intersect(a: Bits | null, b: Bits): Bits {
  if (!a) return b;
  for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
  return a;
}
