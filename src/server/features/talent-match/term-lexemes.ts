import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A key term as PostgreSQL's plainto_tsquery makes it: one lexeme, none (a stop word), or more than one. */
type Normalised = string | null | 'several';
const CACHE_LIMIT = 5_000;
/** The same on every database (one fixed configuration): cached, so a repeated description costs no statement. */
const cache = new Map<string, Normalised>();

function parse(text: string): Normalised {
  if (text.trim() === '') return null;
  const match = /^'((?:[^'\\]|''|\\.)*)'$/.exec(text.trim());
  return match ? match[1]!.replace(/''/g, "'").replace(/\\(.)/g, '$1') : 'several';
}

/**
 * Each key term's lexeme as the SQL path tests it (`search_vector @@ plainto_tsquery('english', term)`), null for a
 * term that became no lexeme (it then matches nothing); null for the whole list when a term became more than one
 * lexeme, which the talent index does not answer (ranking.ts then takes the SQL path).
 */
export async function termLexemes(db: Db, terms: readonly string[]): Promise<(string | null)[] | null> {
  const missing = terms.filter((term) => !cache.has(term));
  if (missing.length > 0) {
    const result = await db.execute(
      sql`select t as term, plainto_tsquery('english', t)::text as query from unnest(${sql.param(missing)}::text[]) as t`,
    );
    for (const row of (result as unknown as { rows: { term: string; query: string }[] }).rows) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(row.term, parse(row.query));
    }
  }
  const lexemes = terms.map((term) => cache.get(term) ?? null);
  return lexemes.includes('several') ? null : lexemes;
}
