import { sql, type SQL } from 'drizzle-orm';
import { quantSearch } from '../../db/schema';
import { hasSkill } from './filter-keys';

/** Words of at least this length also match as prefixes ('stoch' finds 'stochastic'); shorter ones only whole. */
const PREFIX_MIN = 3;
const MAX_WORDS = 12;

/**
 * The keyword as a tsquery over the search document of quant_search (name, headline, skills, location, bio). A plain
 * phrase matches each word, the longer ones as prefixes, so a firm typing 'stoch' finds 'stochastic'. Quotes, '-'
 * and 'or' switch to websearch_to_tsquery, which gives them their web-search meaning (a phrase, not, either).
 */
export function keywordQuery(keyword: string): SQL {
  if (/["-]|\bor\b/i.test(keyword)) return sql`websearch_to_tsquery('english', ${keyword})`;
  const words = (keyword.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return sql`websearch_to_tsquery('english', ${keyword})`;
  const terms = words.map((word) => (word.length >= PREFIX_MIN ? `${word}:*` : word)).join(' & ');
  return sql`to_tsquery('english', ${terms})`;
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
