import type { AnswerUnit } from './interview';

/** A number as a person typed it, before it is compared with a question's answer. */
export interface TypedNumber {
  /** The number as written, before any unit conversion ("4.56%" gives 4.56 with unit percent). */
  value: number;
  /** Place value of the last digit typed: 0.01 for "0.38", 1000 for "349e3"; 0 for an exact fraction. */
  step: number;
  /** Significant digits typed (Infinity for an exact fraction). */
  significantDigits: number;
  /** The unit written with the number, if any. */
  unit?: AnswerUnit;
}

/** Ways to write each unit after a number (compared lower-case and without spaces). */
const UNIT_SPELLINGS: Record<AnswerUnit, readonly string[]> = {
  percent: ['%', 'percent', 'percentage', 'pct', 'per cent'],
  dollars: ['$', 'usd', 'dollar', 'dollars'],
  degrees: ['°', 'º', 'deg', 'degree', 'degrees'],
  'km/h': ['km/h', 'kmh', 'kph', 'kmph', 'km/hr', 'km per hour', 'kilometres per hour', 'kilometers per hour'],
  km: ['km', 'kms', 'kilometre', 'kilometres', 'kilometer', 'kilometers'],
  metres: ['m', 'metre', 'metres', 'meter', 'meters'],
  minutes: ['min', 'mins', 'minute', 'minutes'],
  seconds: ['s', 'sec', 'secs', 'second', 'seconds'],
  years: ['y', 'yr', 'yrs', 'year', 'years'],
};

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

const UNIT_BY_SPELLING = new Map<string, AnswerUnit>(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [squash(spelling), unit as AnswerUnit] as const),
  ),
);

function readUnit(text: string): AnswerUnit | undefined | null {
  const written = squash(text);
  if (written === '') return undefined;
  return UNIT_BY_SPELLING.get(written) ?? null;
}

// Dashes people (and the question texts) use for minus: −, ‒, –, ﹣, －.
const MINUS_SIGNS = /[\u2212\u2012\u2013\uFE63\uFF0D]/g;
// "≈0.139", "~0.14": the answer is a rounded figure, which the precision rules already allow for.
const APPROXIMATELY = /^(?:≈|~|∼|≃)\s*/;
const MIXED_NUMBER = /^(\d+)\s+(\d+)\s*\/\s*(\d+)/;
const FRACTION = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/;
// Digits with optional thousands separators ("350,000") or a plain digit run, a decimal part and an exponent.
const DECIMAL = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?|\.(\d+))(?:e([+-]?\d+))?/i;

interface Magnitude {
  value: number;
  step: number;
  significantDigits: number;
  length: number;
}

function readMagnitude(text: string): Magnitude | undefined {
  const mixed = MIXED_NUMBER.exec(text);
  if (mixed) {
    const [whole, numerator, denominator] = [Number(mixed[1]), Number(mixed[2]), Number(mixed[3])];
    if (denominator === 0) return undefined;
    return { value: whole + numerator / denominator, step: 0, significantDigits: Infinity, length: mixed[0].length };
  }
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const denominator = Number(fraction[2]);
    if (denominator === 0) return undefined;
    const value = Number(fraction[1]) / denominator;
    return { value, step: 0, significantDigits: Infinity, length: fraction[0].length };
  }
  const decimal = DECIMAL.exec(text);
  if (!decimal) return undefined;
  const integerDigits = (decimal[1] ?? '').replace(/,/g, '');
  const fractionDigits = decimal[2] ?? decimal[3] ?? '';
  const exponent = Number(decimal[4] ?? 0);
  const value = Number(`${integerDigits || '0'}.${fractionDigits || '0'}e${exponent}`);
  const significantDigits = `${integerDigits}${fractionDigits}`.replace(/^0+/, '').length;
  return { value, step: Number(`1e${exponent - fractionDigits.length}`), significantDigits, length: decimal[0].length };
}

/**
 * Reads a typed numeric answer: "0.25", ".25", "1/4", "4 2/3" (four and two thirds), "25%", "-3", "−0.4", "+4.667",
 * "≈0.139", "1,000", "$4,212.36", "1e-3", "78°", "45 km/h". Returns undefined for anything else, including a number
 * followed by a word that is not a known unit ("3 apples").
 */
export function readTypedNumber(input: string): TypedNumber | undefined {
  let text = input
    .trim()
    .replace(/[.!;]+$/, '')
    .replace(MINUS_SIGNS, '-')
    .replace(APPROXIMATELY, '');
  let sign = 1;
  const signMatch = /^([+-])\s*/.exec(text);
  if (signMatch) {
    sign = signMatch[1] === '-' ? -1 : 1;
    text = text.slice(signMatch[0].length);
  }
  let unit: AnswerUnit | undefined;
  if (text.startsWith('$')) {
    unit = 'dollars';
    text = text.slice(1).trimStart();
  }
  const magnitude = readMagnitude(text);
  if (!magnitude || !Number.isFinite(magnitude.value)) return undefined;
  const suffix = readUnit(text.slice(magnitude.length));
  if (suffix === null) return undefined;
  if (suffix !== undefined) {
    if (unit !== undefined) return undefined; // "$5 dollars", "$5%"
    unit = suffix;
  }
  return {
    value: sign * magnitude.value,
    step: magnitude.step,
    significantDigits: magnitude.significantDigits,
    ...(unit ? { unit } : {}),
  };
}
