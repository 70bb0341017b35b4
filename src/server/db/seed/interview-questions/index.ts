// Interview practice question bank (spec §2 "Interview simulator"): five categories of original questions, each
// numeric answer independently re-derived by the tests in ./verify.
import type { InterviewQuestion } from '../../../../shared/interview';
import { ALGORITHMS_QUESTIONS } from './algorithms';
import { BRAINTEASERS_QUESTIONS } from './brainteasers';
import { FINANCE_QUESTIONS } from './finance';
import { PROBABILITY_QUESTIONS } from './probability';
import { STATISTICS_QUESTIONS } from './statistics';

export const INTERVIEW_QUESTIONS: readonly InterviewQuestion[] = [
  ...PROBABILITY_QUESTIONS,
  ...STATISTICS_QUESTIONS,
  ...ALGORITHMS_QUESTIONS,
  ...BRAINTEASERS_QUESTIONS,
  ...FINANCE_QUESTIONS,
];
