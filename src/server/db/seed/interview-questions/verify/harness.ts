// Shared harness for the answer checks: each category test file declares a table of independent computations keyed
// by slug, and `verifyCategory` asserts that the table covers every numeric answer and that each stored answer agrees.
import { describe, expect, it } from 'vitest';
import { gradeAnswer } from '../../../../../shared/grading';
import type { InterviewCategory, InterviewQuestion, NumberAnswer } from '../../../../../shared/interview';
import { INTERVIEW_QUESTIONS } from '../index';
import type { McEstimate } from './rng';

/** How a stored numeric answer is re-derived. */
export type Check =
  | { method: 'enumeration'; compute: () => number }
  | { method: 'closed-form'; compute: () => number }
  | { method: 'monte-carlo'; simulate: () => McEstimate };

/** Exhaustive enumeration, exact dynamic programming or exhaustive search. */
export const enumeration = (compute: () => number): Check => ({ method: 'enumeration', compute });
/** A formula, numerical integration, root finding or optimisation implemented in the test. */
export const closedForm = (compute: () => number): Check => ({ method: 'closed-form', compute });
/** A seeded Monte Carlo estimate with its standard error. */
export const monteCarlo = (simulate: () => McEstimate): Check => ({ method: 'monte-carlo', simulate });

/** Relative agreement required between a stored answer and an exact recomputation. */
export const EXACT_RELATIVE_TOLERANCE = 1e-9;
/** A Monte Carlo estimate must lie within this many standard errors of the stored answer. */
export const MC_STANDARD_ERRORS = 4;
/** And the Monte Carlo test must be sharp: 4 standard errors at most 5% of the answer's magnitude (floor 0.1). */
export const MC_MAX_RELATIVE_WIDTH = 0.05;

export function bySlug(slug: string): InterviewQuestion {
  const question = INTERVIEW_QUESTIONS.find((q) => q.slug === slug);
  if (!question) throw new Error(`no interview question with slug ${slug}`);
  return question;
}

export function numericAnswer(question: InterviewQuestion): NumberAnswer {
  if (question.answer?.kind !== 'number') throw new Error(`${question.slug} has no numeric answer`);
  return question.answer;
}

export function numericSlugs(category: InterviewCategory): string[] {
  return INTERVIEW_QUESTIONS.filter((q) => q.category === category && q.answer?.kind === 'number')
    .map((q) => q.slug)
    .sort();
}

/** Case- and whitespace-insensitive form used by the grader for text answers. */
export const normalizeText = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

export function verifyCategory(
  category: InterviewCategory,
  checks: Record<string, Check>,
  textChecks: Record<string, () => string> = {},
): void {
  describe(`${category} answers`, () => {
    it('has an independent check for every numeric answer in the category', () => {
      expect(Object.keys(checks).sort()).toEqual(numericSlugs(category));
    });

    it.each(Object.entries(checks))('%s', (slug, check) => {
      const answer = numericAnswer(bySlug(slug));
      const { value } = answer;
      if (check.method === 'monte-carlo') {
        const { estimate, standardError } = check.simulate();
        expect(standardError).toBeGreaterThan(0);
        expect(MC_STANDARD_ERRORS * standardError).toBeLessThanOrEqual(
          MC_MAX_RELATIVE_WIDTH * Math.max(Math.abs(value), 0.1),
        );
        expect(Math.abs(value - estimate)).toBeLessThanOrEqual(MC_STANDARD_ERRORS * standardError);
      } else {
        const computed = check.compute();
        expect(Number.isFinite(computed)).toBe(true);
        expect(Math.abs(value - computed)).toBeLessThanOrEqual(EXACT_RELATIVE_TOLERANCE * Math.abs(computed) + 1e-15);
        // The recomputed value, typed in full, is graded right.
        expect(gradeAnswer(answer, String(computed))).toBe(true);
      }
    });

    const textEntries = Object.entries(textChecks);
    if (textEntries.length > 0) {
      it.each(textEntries)('%s (text answer)', (slug, compute) => {
        const answer = bySlug(slug).answer;
        if (answer?.kind !== 'text') throw new Error(`${slug} has no text answer`);
        expect(answer.accepted.map(normalizeText)).toContain(normalizeText(compute()));
      });
    }
  });
}
