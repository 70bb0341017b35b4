/** Interview practice (spec §2 "Interview simulator", §3 "Interview question"). */
export const INTERVIEW_CATEGORIES = ['probability', 'statistics', 'algorithms', 'brainteasers', 'finance'] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];

/** How each category is named on screen (tabs, progress). */
export const CATEGORY_LABELS: Record<InterviewCategory, string> = {
  probability: 'Probability',
  statistics: 'Statistics',
  algorithms: 'Algorithms',
  brainteasers: 'Brainteasers',
  finance: 'Finance',
};

export const INTERVIEW_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type InterviewDifficulty = (typeof INTERVIEW_DIFFICULTIES)[number];

/** Units a numeric answer can be asked in; a typed answer may carry the question's unit ("78°", "45 km/h"). */
export const ANSWER_UNITS = [
  'percent',
  'dollars',
  'degrees',
  'km/h',
  'km',
  'metres',
  'minutes',
  'seconds',
  'years',
] as const;
export type AnswerUnit = (typeof ANSWER_UNITS)[number];

/**
 * How close a numeric answer must be, as the question states it (issue 11: grade to the stated precision).
 * - `whole`: a count; only the exact whole number is right (245.86 is not a sample size).
 * - `approximate`: the question states no precision; within 1 % of the value, or the value correctly rounded to
 *   the digits typed (at least two significant figures), as a hand computation would give it.
 * - `{ decimals }`: "to n decimal places", counted in the unit asked for (percentage points for a percentage).
 * - `{ nearest }`: "to the nearest thousand".
 */
export type AnswerPrecision = 'whole' | 'approximate' | { decimals: number } | { nearest: number };

/**
 * A numeric answer. `value` is stored as computed; a percentage is stored as a decimal (0.0456 for 4.56%), and a
 * number typed without "%" for a percentage question is read as a percentage when it lies outside [0, 1].
 * `alsoAccepted` holds values that are equally right, e.g. the result of a common z-table rounding.
 */
export interface NumberAnswer {
  kind: 'number';
  value: number;
  precision: AnswerPrecision;
  unit?: AnswerUnit;
  alsoAccepted?: number[];
}

/** A short expression or word; matches case-, space- and multiplication-sign-insensitively any of `accepted`. */
export interface TextAnswer {
  kind: 'text';
  accepted: string[];
}

/** The definite answer a question is graded against, when it has one (src/shared/grading.ts grades it). */
export type GradedAnswer = NumberAnswer | TextAnswer;

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

/** A question's address (its kebab-case slug) that names no question. */
export const QUESTION_NOT_FOUND = 'No such question.';

export const INTERVIEW_ORDERS = ['default', 'unsolved'] as const;
export type InterviewOrder = (typeof INTERVIEW_ORDERS)[number];

export const EMPTY_ANSWER = {
  title: 'Empty Answer',
  description: 'Please provide an answer before submitting.',
} as const;
