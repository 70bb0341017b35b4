import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BoundedCache } from '../../platform/memo';
import { parseConjunction } from '../talent/service';

/** A key term as PostgreSQL's plainto_tsquery makes it: one lexeme, none (a stop word), or more than one. */
type Normalised = string | null | 'several';
const CACHE_LIMIT = 5_000;
/** The same on every database (one fixed configuration): cached, so a repeated description costs no statement. */
const cache = new BoundedCache<Normalised>(CACHE_LIMIT);

/** plainto_tsquery's text, read as the directory reads to_tsquery's (an AND of lexemes, or null for anything else). */
function parse(text: string): Normalised {
  const terms = parseConjunction(text);
  if (terms === null || terms.length > 1) return 'several';
  return terms[0]?.lexeme ?? null;
}

/**
 * Each key term's lexeme as the SQL path tests it (`search_vector @@ plainto_tsquery('english', term)`), null for a
 * term that became no lexeme (it then matches nothing); null for the whole list when a term became more than one
 * lexeme, which the talent index does not answer (ranking.ts then takes the SQL path).
 */
export async function termLexemes(db: Db, terms: readonly string[]): Promise<(string | null)[] | null> {
  const missing = terms.filter((term) => cache.get(term) === undefined);
  if (missing.length > 0) {
    const result = await db.execute(
      sql`select t as term, plainto_tsquery('english', t)::text as query from unnest(${sql.param(missing)}::text[]) as t`,
    );
    for (const row of (result as unknown as { rows: { term: string; query: string }[] }).rows) {
      cache.set(row.term, parse(row.query));
    }
  }
  const lexemes = terms.map((term) => cache.get(term) ?? null);
  return lexemes.includes('several') ? null : lexemes;
}
