// Structural checks on the whole interview question bank; the answers themselves are verified per category.
import { describe, expect, it } from 'vitest';
import { INTERVIEW_CATEGORIES, INTERVIEW_DIFFICULTIES, type InterviewCategory } from '../../../../../shared/interview';
import { INTERVIEW_QUESTIONS } from '../index';

const PREFIX: Record<InterviewCategory, string> = {
  probability: 'prob-',
  statistics: 'stat-',
  algorithms: 'algo-',
  brainteasers: 'brain-',
  finance: 'fin-',
};

/** Sentences in a solution: split after ., ! or ? followed by whitespace or the end (so "0.5" does not split). */
const sentenceCount = (text: string) => text.split(/[.!?](?=\s|$)/).filter((s) => s.trim().length > 0).length;

describe('interview question bank', () => {
  it('has unique kebab-case slugs', () => {
    const slugs = INTERVIEW_QUESTIONS.map((q) => q.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  it.each(INTERVIEW_CATEGORIES.map((c) => [c]))(
    '%s: has enough questions, graded answers and a difficulty mix',
    (category) => {
      const questions = INTERVIEW_QUESTIONS.filter((q) => q.category === category);
      expect(questions.length).toBeGreaterThanOrEqual(26);
      expect(questions.filter((q) => q.answer).length).toBeGreaterThanOrEqual(20);
      expect(questions.filter((q) => !q.answer).length).toBeLessThanOrEqual(6);
      for (const difficulty of INTERVIEW_DIFFICULTIES) {
        const share = questions.filter((q) => q.difficulty === difficulty).length / questions.length;
        expect(share, `${category} ${difficulty}`).toBeGreaterThanOrEqual(0.25);
        expect(share, `${category} ${difficulty}`).toBeLessThanOrEqual(0.42);
      }
    },
  );

  it.each(INTERVIEW_QUESTIONS.map((q) => [q.slug, q] as const))('%s is well formed', (slug, q) => {
    expect(INTERVIEW_CATEGORIES).toContain(q.category);
    expect(slug.startsWith(PREFIX[q.category])).toBe(true);
    expect(INTERVIEW_DIFFICULTIES).toContain(q.difficulty);
    expect(q.question.trim().length).toBeGreaterThan(20);
    expect(q.solution.trim().length).toBeGreaterThan(40);
    const sentences = sentenceCount(q.solution);
    expect(sentences).toBeGreaterThanOrEqual(2);
    expect(sentences).toBeLessThanOrEqual(8);
    if (q.answer?.kind === 'number') {
      const { value, precision, unit } = q.answer;
      expect(Number.isFinite(value)).toBe(true);
      if (precision === 'whole') expect(Number.isInteger(value)).toBe(true);
      // The question says the precision it is graded to (issue 11).
      if (typeof precision === 'object' && 'decimals' in precision)
        expect(q.question).toMatch(/decimal|places|to the cent|nearest dollar/);
      if (typeof precision === 'object' && 'nearest' in precision) expect(q.question).toMatch(/nearest/);
      if (precision === 'approximate' && unit !== 'percent') expect(q.question).not.toMatch(/\d places|decimals/);
      if (unit === 'percent') expect(q.question).toMatch(/percentage/);
    } else if (q.answer?.kind === 'text') {
      expect(q.answer.accepted.length).toBeGreaterThan(0);
      for (const accepted of q.answer.accepted) expect(accepted.trim().length).toBeGreaterThan(0);
    }
  });
});
