/** What other features use of the talent directory: the firm-facing card of a quant profile. */
export { talentCardColumns, toTalentCard } from './talent-card';
export { hasSkillCondition, keywordCondition, keywordRank } from './keyword';
