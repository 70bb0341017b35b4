/** What other features use of the talent directory: the firm-facing card of a quant profile and its SQL parts. */
export { talentCardColumns, toTalentCard } from './talent-card';
export { cardRowsById, type TalentCardRow } from './cards-by-id';
export { keywordCondition, keywordRank } from './keyword';
export { hasSkill } from './filter-keys';
export { rateHigh, rateLow } from './rate-range';
export { countUpTo } from './capped-count';
export { talentIndex } from './search-index/index-sync';
export { parseConjunction } from './search-index/keyword-terms';
export type { TalentIndex } from './search-index/talent-index';
export { addAll, countOf, forEachInWord, type Bits } from './search-index/postings';
