import type { MatchCriteria } from '../../../shared/talent-match';

export const MAX_TERMS = 20;

/**
 * Words that say nothing about a quant (PostgreSQL's English stop words, and what every job description says):
 * left out of the key terms, so "0 of 14 key terms" never counts 'the' or 'team' against anyone.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once ' +
    'only or other our ours ourselves out over own same she should so some such than that the their theirs them ' +
    'themselves then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours yourself yourselves ' +
    'ability able candidate candidates company day environment excellent experience experienced fast good great help ' +
    'ideal including join knowledge looking must need new paced plus preferred required requirements responsibilities ' +
    'role skills strong team teams use using well work working year years'
  ).split(' '),
);

/**
 * The key terms of a match's job title and description, as the firm wrote them (lower case), in order of first
 * appearance, at most MAX_TERMS: words of three letters or more that are not stop words.
 */
export function keyTerms(criteria: Pick<MatchCriteria, 'jobTitle' | 'description'>): string[] {
  const words = `${criteria.jobTitle} ${criteria.description}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}
