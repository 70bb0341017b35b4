import type { AnswerPrecision, GradedAnswer, NumberAnswer } from './interview';
import { readTypedNumber, type TypedNumber } from './typed-number';

export { readTypedNumber } from './typed-number';

/** When a question states no precision, an answer this close (relative) is right: enough for hand computation. */
export const HAND_COMPUTATION_TOLERANCE = 0.01;

/** Reads a typed numeric answer as a plain number ("25%" is 0.25); undefined when it is not a number. */
export function parseNumericAnswer(input: string): number | undefined {
  const typed = readTypedNumber(input);
  if (!typed) return undefined;
  return typed.unit === 'percent' ? typed.value / 100 : typed.value;
}

/**
 * The typed number in the answer's own terms (a percentage as a decimal), or undefined when its unit does not fit
 * the question: "%" suits a percentage or a bare number (a probability), any other unit only the question's own.
 */
function inAnswerTerms(answer: NumberAnswer, typed: TypedNumber): { value: number; step: number } | undefined {
  if (typed.unit === 'percent') {
    if (answer.unit !== undefined && answer.unit !== 'percent') return undefined;
    return { value: typed.value / 100, step: typed.step / 100 };
  }
  if (typed.unit !== undefined && typed.unit !== answer.unit) return undefined;
  // A percentage question answered "4.56": a decimal rate of 456% is not what anyone means.
  if (answer.unit === 'percent' && Math.abs(typed.value) > 1)
    return { value: typed.value / 100, step: typed.step / 100 };
  return { value: typed.value, step: typed.step };
}

/** |a − b| ≤ tolerance, allowing for binary floating point ("0.37" is exactly half a hundredth from 0.375). */
const within = (a: number, b: number, tolerance: number) =>
  Math.abs(a - b) <= tolerance * (1 + 1e-9) + 1e-12 * Math.max(1, Math.abs(b));

/** Half a unit of the stated precision, in the answer's own terms (percentage points become decimals). */
export function statedTolerance(answer: NumberAnswer): number | undefined {
  const { precision } = answer;
  if (typeof precision !== 'object') return undefined;
  if ('nearest' in precision) return precision.nearest / 2;
  return (0.5 * 10 ** -precision.decimals) / (answer.unit === 'percent' ? 100 : 1);
}

function matchesTarget(answer: NumberAnswer, target: number, typed: TypedNumber, value: number, step: number): boolean {
  const precision: AnswerPrecision = answer.precision;
  if (precision === 'whole') return Number.isInteger(value) && value === target;
  const tolerance = statedTolerance(answer);
  if (tolerance !== undefined) return within(value, target, tolerance);
  // Approximate: close enough for hand computation, or the exact value rounded to the digits typed (0.38 for 3/8).
  if (within(value, target, HAND_COMPUTATION_TOLERANCE * Math.abs(target))) return true;
  return typed.significantDigits >= 2 && within(value, target, step / 2);
}

/** Grades an answer against a question's definite answer (issue 11: the precision and units the question asks for). */
export function gradeAnswer(answer: GradedAnswer, input: string): boolean {
  if (answer.kind === 'text') {
    const typed = normaliseText(input);
    return answer.accepted.some((accepted) => normaliseText(accepted) === typed);
  }
  const typed = readTypedNumber(input);
  if (!typed) return false;
  const read = inAnswerTerms(answer, typed);
  if (!read) return false;
  return [answer.value, ...(answer.alsoAccepted ?? [])].some((target) =>
    matchesTarget(answer, target, typed, read.value, read.step),
  );
}

/** Lower case, no spaces, no multiplication signs ("O(n·log n)" is "o(nlogn)"), no punctuation around it. */
export function normaliseText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[·⋅∙•×*]/g, '')
    .replace(/\s+/g, '')
    .replace(/^[.,;:!?"'`“”‘’]+|[.,;:!?"'`“”‘’]+$/g, '');
}

const UNIT_SUFFIX: Partial<Record<NonNullable<NumberAnswer['unit']>, string>> = {
  degrees: '°',
  'km/h': ' km/h',
  km: ' km',
  metres: ' m',
  minutes: ' minutes',
  seconds: ' seconds',
  years: ' years',
};

function formatNumber(value: number, fractionDigits: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** Four significant figures without trailing zeros: 5/36 shows as 0.1389, 3/8 as 0.375, 15 as 15. */
function formatApproximately(value: number): string {
  const rounded = Number(value.toPrecision(4));
  return Math.abs(rounded) >= 1000 ? formatNumber(rounded, 0) : String(rounded);
}

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

function formatNumberAnswer(answer: NumberAnswer): string {
  const { precision, unit } = answer;
  const decimals = typeof precision === 'object' && 'decimals' in precision ? precision.decimals : undefined;
  const nearest = typeof precision === 'object' && 'nearest' in precision ? precision.nearest : undefined;
  if (unit === 'percent') {
    const points = answer.value * 100;
    const text =
      decimals === undefined ? formatApproximately(points) : trimZeros(formatNumber(points, Math.max(2, decimals)));
    return `${text}%`;
  }
  const value = nearest ? Math.round(answer.value / nearest) * nearest : answer.value;
  if (unit === 'dollars') {
    // Money is shown to the cent (or finer if the question asks), whole amounts without cents: $4,212.36, $60.
    const cents = Number.isInteger(value) ? 0 : Math.max(2, decimals ?? 2);
    const text = formatNumber(Math.abs(value), cents);
    return `${value < 0 ? '-' : ''}$${text}`;
  }
  let text: string;
  if (precision === 'whole' || nearest) text = formatNumber(value, 0);
  else if (decimals !== undefined) text = formatNumber(value, decimals);
  else text = formatApproximately(value);
  return `${text}${unit ? (UNIT_SUFFIX[unit] ?? '') : ''}`;
}

/** The expected answer as a person would write it, in the unit the question asks for: "4.56%", "$4,212.36", "78°". */
export function describeAnswer(answer: GradedAnswer): string {
  if (answer.kind === 'text') return answer.accepted[0] ?? '';
  return formatNumberAnswer(answer);
}

const UNIT_WORDS: Record<NonNullable<NumberAnswer['unit']>, string> = {
  percent: 'percent',
  dollars: 'dollars',
  degrees: 'degrees',
  'km/h': 'km/h',
  km: 'kilometres',
  metres: 'metres',
  minutes: 'minutes',
  seconds: 'seconds',
  years: 'years',
};

// Correctly rounded to 2 significant figures always grades as right (and so does anything within 1 %).
const SIGNIFICANT = ', correct to at least 2 significant figures';

const places = (decimals: number) => `${decimals} decimal place${decimals === 1 ? '' : 's'}`;

/** What form and precision the answer box expects, shown beside it so nobody guesses (issue 11). */
export function describeAnswerFormat(answer: GradedAnswer): string {
  if (answer.kind === 'text') return 'A word or a short expression.';
  const { precision, unit } = answer;
  if (unit === 'percent') {
    const precise = typeof precision === 'object' && 'decimals' in precision;
    const rounding = precise ? ` to ${places(precision.decimals)}` : '';
    return `A percentage${rounding} (12.3%) or the same as a decimal (0.123)${precise ? '' : SIGNIFICANT}.`;
  }
  const inUnit = unit ? `, in ${UNIT_WORDS[unit]}` : '';
  if (precision === 'whole') return `A whole number${inUnit}.`;
  if (typeof precision === 'object' && 'nearest' in precision) {
    return `A number${inUnit}, to the nearest ${formatNumber(precision.nearest, 0)}.`;
  }
  if (typeof precision === 'object') return `A number${inUnit}, rounded to ${places(precision.decimals)}.`;
  const forms = unit ? `A number${inUnit}` : 'A decimal, a fraction (1/3) or a percentage (25%)';
  return `${forms}${SIGNIFICANT}.`;
}
