/** What other features use of the talent directory: the firm-facing card of a quant profile and its SQL parts. */
export { talentCardColumns, toTalentCard, type TalentCardRow } from './talent-card';
export { keywordCondition, keywordRank } from './keyword';
export { hasSkill } from './filter-keys';
export { rateHigh, rateLow } from './rate-range';
export { countUpTo } from './capped-count';
