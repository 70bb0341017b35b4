import { sql, type SQL } from 'drizzle-orm';
import { quantSearch } from '../../db/schema';
import { hasSkill } from './filter-keys';

/** Words of at least this length also match as prefixes ('stoch' finds 'stochastic'); shorter ones only whole. */
const PREFIX_MIN = 3;
const MAX_WORDS = 12;

/**
 * A plain keyword's words as to_tsquery input: each word, the longer ones as prefixes (`stoch:*`), all required; so a
 * firm typing 'stoch' finds 'stochastic'. Null when the keyword has quotes, '-' or 'or' (websearch_to_tsquery then
 * gives them their web-search meaning: a phrase, not, either) or no word at all.
 */
export function plainKeywordTerms(keyword: string): string | null {
  if (/["-]|\bor\b/i.test(keyword)) return null;
  const words = (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words.map((word) => (word.length >= PREFIX_MIN ? `${word}:*` : word)).join(' & ');
}

/** The keyword as a tsquery over the search document of quant_search (name, headline, skills, location, bio). */
export function keywordQuery(keyword: string): SQL {
  const terms = plainKeywordTerms(keyword);
  return terms === null ? sql`websearch_to_tsquery('english', ${keyword})` : sql`to_tsquery('english', ${terms})`;
}

/**
 * The keyword matches the document, or names one of the quant's skills exactly (with synonyms), so 'C++' or
 * 'kdb+/q', which the text parser cuts down to 'c' and 'kdb', still find the quants who list them.
 */
export function keywordCondition(keyword: string): SQL {
  return sql`(${quantSearch.searchVector} @@ ${keywordQuery(keyword)} or ${hasSkill(keyword)})`;
}

/** Higher for a better keyword match: by the parts' weights (name, headline and skills weigh most), not proximity. */
export function keywordRank(keyword: string): SQL<number> {
  return sql<number>`ts_rank(${quantSearch.searchVector}, ${keywordQuery(keyword)})`;
}
