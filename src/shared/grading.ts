import type { GradedAnswer } from './interview';

/**
 * Reads a typed numeric answer: "0.25", ".25", "1/4", "25%", "-3", "1,000", "$4,212.36", "1e-3".
 * Percentages are divided by 100, so "4.56%" and "0.0456" mean the same. Anything else is not a number.
 */
export function parseNumericAnswer(input: string): number | undefined {
  const text = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(/\s+/g, '');
  const fraction = /^(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)$/.exec(text);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? undefined : Number(fraction[1]) / denominator;
  }
  const percent = /^(-?(?:\d+\.?\d*|\.\d+))%$/.exec(text);
  if (percent) return Number(percent[1]) / 100;
  if (!/^-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

const normaliseText = (value: string) =>
  value
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^[.,;:!?"'`]+|[.,;:!?"'`]+$/g, '');

/** Grades an answer against a question's definite answer: numbers within tolerance, text by its accepted forms. */
export function gradeAnswer(answer: GradedAnswer, input: string): boolean {
  if (answer.kind === 'number') {
    const value = parseNumericAnswer(input);
    return value !== undefined && Math.abs(value - answer.value) <= answer.tolerance;
  }
  const typed = normaliseText(input);
  return answer.accepted.some((accepted) => normaliseText(accepted) === typed);
}

/** The expected answer as a person would write it. */
export function describeAnswer(answer: GradedAnswer): string {
  if (answer.kind === 'text') return answer.accepted[0] ?? '';
  const digits = answer.tolerance >= 1 ? 0 : Math.min(6, Math.max(0, Math.ceil(-Math.log10(answer.tolerance))));
  return Number(answer.value.toFixed(digits)).toString();
}
