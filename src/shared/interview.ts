/** Interview practice (spec §2 "Interview simulator", §3 "Interview question"). */
export const INTERVIEW_CATEGORIES = ['probability', 'statistics', 'algorithms', 'brainteasers', 'finance'] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];

export const INTERVIEW_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

/**
 * The definite answer a question is graded against, when it has one.
 * - `number`: a numeric value; a submitted answer matches within `tolerance` (absolute), and may be written as a
 *   decimal, a fraction ("1/3") or a percentage ("25%") — see the grading rules of the interview issue.
 * - `text`: a short expression or word; matches case- and whitespace-insensitively against any of `accepted`.
 */
export type GradedAnswer = { kind: 'number'; value: number; tolerance: number } | { kind: 'text'; accepted: string[] };

export interface InterviewQuestion {
  /** Stable kebab-case id, unique across the bank, e.g. "prob-two-dice-sum-seven". */
  slug: string;
  category: InterviewCategory;
  difficulty: InterviewDifficulty;
  question: string;
  /** The worked solution shown after answering: reasoning, not just the result. */
  solution: string;
  /** Absent for open questions (e.g. "explain how you would…"), which are not graded. */
  answer?: GradedAnswer;
}

/** What the practice API lists: the question without its answer or solution (those come after an attempt). */
export interface PracticeQuestion {
  slug: string;
  category: InterviewCategory;
  difficulty: InterviewDifficulty;
  question: string;
  /** True when the question has a definite answer that is graded. */
  graded: boolean;
  /** This user's history with the question. */
  status: 'solved' | 'attempted' | 'new';
}

export interface AttemptResult {
  /** null for open questions, which are not graded. */
  correct: boolean | null;
  solution: string;
  /** The expected answer as text, for graded questions. */
  expected: string | null;
}

export interface CategoryProgress {
  category: InterviewCategory;
  solved: number;
  attempted: number;
  total: number;
}

export const INTERVIEW_ORDERS = ['default', 'unsolved'] as const;
export type InterviewOrder = (typeof INTERVIEW_ORDERS)[number];

export const EMPTY_ANSWER = {
  title: 'Empty Answer',
  description: 'Please provide an answer before submitting.',
} as const;
