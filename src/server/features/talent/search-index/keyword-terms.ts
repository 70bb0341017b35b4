import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { BoundedCache } from '../../../platform/memo';
import { plainKeywordTerms } from '../keyword';

/** One operand of a plain keyword's tsquery, as PostgreSQL normalised it ('stochastic:*' → stochast, a prefix). */
export interface KeywordTerm {
  lexeme: string;
  prefix: boolean;
}

/** A plain keyword as the index searches it: its to_tsquery input and the AND of the operands it became. */
export interface KeywordTerms {
  source: string;
  /** Empty when every word was a stop word: the document then matches nothing (only the skill can). */
  terms: KeywordTerm[];
}

/** Normalising a keyword is the same on every database (one fixed configuration): a small cache spares the trip. */
const CACHE_LIMIT = 1_000;
const cache = new BoundedCache<KeywordTerm[] | null>(CACHE_LIMIT);

/** `'stochast':* & 'python'` → its operands; null for anything else (a phrase, an OR), which the SQL path answers. */
export function parseConjunction(text: string): KeywordTerm[] | null {
  if (text.trim() === '') return [];
  const terms: KeywordTerm[] = [];
  for (const part of text.split(' & ')) {
    const match = /^'((?:[^'\\]|''|\\.)*)'(:\*)?$/.exec(part.trim());
    if (!match) return null;
    terms.push({ lexeme: match[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1'), prefix: match[2] !== undefined });
  }
  return terms;
}

/**
 * The keyword's operands as PostgreSQL's to_tsquery makes them (stemmed, stop words dropped: the same words the
 * SQL path would look for), or null when the keyword is not a plain one (keyword.ts) or became more than an AND.
 */
export async function queryTerms(db: Db, keyword: string): Promise<KeywordTerms | null> {
  const source = plainKeywordTerms(keyword);
  if (source === null) return null;
  let terms = cache.get(source);
  if (terms === undefined) {
    const result = await db.execute(sql`select to_tsquery('english', ${source})::text as query`);
    const [row] = (result as unknown as { rows: { query: string }[] }).rows;
    terms = parseConjunction(row?.query ?? '');
    cache.set(source, terms);
  }
  return terms === null ? null : { source, terms };
}

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** The operands as ts_rank visits them: sorted by their bytes, each lexeme once (tsrank.c SortAndUniqItems). */
export function rankOperands(terms: readonly KeywordTerm[]): KeywordTerm[] {
  const sorted = [...terms].sort((a, b) => Buffer.compare(bytes(a.lexeme), bytes(b.lexeme)));
  return sorted.filter((term, i) => i === 0 || term.lexeme !== sorted[i - 1]!.lexeme);
}
