import fc from 'fast-check';
import type { SchemaVocabulary } from './schema-vocabulary';

/** One generated request, before it meets an identity: what goes after the origin, and the body. */
export interface FuzzRequest {
  method: string;
  /** Path and query as sent: percent-encoded (or deliberately mis-encoded) already. */
  target: string;
  body?: FuzzBody;
}

export type FuzzBody =
  { kind: 'text'; contentType: string | undefined; text: string } | { kind: 'multipart'; parts: MultipartPart[] };

export type MultipartPart = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array };

/** Strings that have broken servers: encodings, injections, look-alikes, the empty and the blank. */
const NOTORIOUS_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\\u0000',
  '%ED%A0%80',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'ǅ',
  '👩‍👩‍👧‍👦',
  '\r\n\r\nX-Injected: 1',
  '../../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '99999999999999999999999999',
  '2147483648',
  '0x7fffffff',
  'true',
  'a@b.c',
  'ada@example.com',
  'https://example.com/',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
];

/** Numbers at the edges of JSON, JavaScript and PostgreSQL integer and numeric types. */
const NOTORIOUS_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-300,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e21,
];

const controlCharacters = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 8,
});

/**
 * Strings of every kind, weighted toward the ones that break things. `huge` adds strings past the 64 KB body
 * limit; a URL keeps to what fits Node's 16 KB request head (beyond it Node answers 431 before the app runs).
 */
export function junkText(vocabulary: SchemaVocabulary, { huge = true } = {}): fc.Arbitrary<string> {
  const long = huge
    ? ['x'.repeat(5_000), 'é'.repeat(20_000), 'y'.repeat(100_000)]
    : ['x'.repeat(3_000), 'é'.repeat(400)];
  return fc.oneof(
    { arbitrary: fc.string(), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme' }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary' }), weight: 2 },
    { arbitrary: controlCharacters, weight: 1 },
    { arbitrary: fc.constantFrom(...NOTORIOUS_STRINGS), weight: 4 },
    { arbitrary: fc.constantFrom(...vocabulary.optionValues), weight: 3 },
    { arbitrary: fc.constantFrom(...long), weight: 1 },
  );
}

export const edgeNumber: fc.Arbitrary<number> = fc.constantFrom(...NOTORIOUS_NUMBERS);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(fc.integer(), edgeNumber, fc.double({ noNaN: false }));

/** Any JSON value, with junk strings and edge numbers at the leaves and the schemas' field names as keys. */
export function junkValue(vocabulary: SchemaVocabulary): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...vocabulary.fieldNames), fc.string({ maxLength: 12 }));
  const leaf = fc.oneof(junkText(vocabulary), junkNumber, fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    ),
  }));
  return value;
}

/** An object shaped like a real body: the schemas' field names, each with a junk or plausible value. */
export function fieldsObject(vocabulary: SchemaVocabulary): fc.Arbitrary<Record<string, unknown>> {
  const value = fc.oneof(junkText(vocabulary), junkNumber, fc.boolean(), fc.constant(null), junkValue(vocabulary));
  return fc.dictionary(fc.constantFrom(...vocabulary.fieldNames), value, { minKeys: 1, maxKeys: 10 });
}

/** JSON texts no JSON.stringify writes: broken, duplicated keys, out-of-range literals, prototype keys. */
const NOTORIOUS_JSON = [
  '',
  '{',
  '{"a":',
  '[1,',
  '{"a":1,}',
  "{'a':1}",
  'null',
  'true',
  '"text"',
  '[]',
  '[{}]',
  '{"a":1e400}',
  '{"a":-1e400}',
  '{"a":123456789012345678901234567890}',
  '{"a":-0}',
  '{"email":"a@b.c","email":"x"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"a":"\\x00"}',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain; charset=iso-8859-1',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-matches',
  'application/octet-stream',
  '*/*',
  'garbage',
  undefined,
];

/** A URL-safe rendering of generated text; text with lone surrogates cannot be encoded, so it goes in broken. */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

export function bodyArbitrary(vocabulary: SchemaVocabulary): fc.Arbitrary<FuzzBody> {
  const jsonText = fc
    .oneof(
      { arbitrary: fieldsObject(vocabulary), weight: 5 },
      { arbitrary: fc.array(fieldsObject(vocabulary), { minLength: 1, maxLength: 3 }), weight: 1 },
      { arbitrary: junkValue(vocabulary), weight: 2 },
      { arbitrary: fc.jsonValue(), weight: 1 },
    )
    .map((value) => JSON.stringify(value) ?? 'null');
  const text = fc.oneof(
    { arbitrary: jsonText, weight: 6 },
    { arbitrary: fc.constantFrom(...NOTORIOUS_JSON), weight: 2 },
    { arbitrary: junkText(vocabulary), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...vocabulary.fieldNames), junkText(vocabulary)), { maxLength: 5 })
        .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeLoosely(v)}`).join('&')),
      weight: 1,
    },
  );
  const textBody = fc.record({
    kind: fc.constant('text' as const),
    // Mostly JSON, as the API expects; the rest wrong.
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 4 },
      { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
    ),
    text,
  });
  const part: fc.Arbitrary<MultipartPart> = fc.oneof(
    fc.record({ name: fc.constantFrom(...vocabulary.fieldNames, 'avatar', 'resume'), value: junkText(vocabulary) }),
    fc.record({
      name: fc.constantFrom('avatar', 'resume', ...vocabulary.fieldNames),
      fileName: fc.oneof(fc.constantFrom('a.png', 'cv.pdf', 'x\u0000.pdf', '', '../../x.pdf'), fc.string()),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom(
          new TextEncoder().encode('%PDF-1.7\n%%EOF'),
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          new TextEncoder().encode('<svg onload="alert(1)"/>'),
        ),
      ),
    }),
  );
  const multipart = fc.record({ kind: fc.constant('multipart' as const), parts: fc.array(part, { maxLength: 4 }) });
  return fc.oneof({ arbitrary: textBody, weight: 5 }, { arbitrary: multipart, weight: 1 });
}

const COMMON_QUERY_KEYS = ['q', 'search', 'page', 'limit', 'cursor', 'sort', 'dir', 'status', 'type', 'offset'];

/** A query string: the schemas' names and common ones with junk values, or a malformed string outright. */
export function queryArbitrary(vocabulary: SchemaVocabulary): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...COMMON_QUERY_KEYS, ...vocabulary.fieldNames), fc.string({ maxLength: 8 }));
  const pairs = fc
    .array(fc.tuple(key, junkText(vocabulary, { huge: false })), { maxLength: 3 })
    .map((list) => list.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&'));
  const malformed = fc.constantFrom('%', '%zz', 'a=%ED%A0%80', 'a=%FF%FE', '&&&', '=', '==&=', 'a[b][c]=1', 'a=1&a=2');
  return fc.oneof(
    { arbitrary: fc.constant(''), weight: 2 },
    { arbitrary: pairs, weight: 5 },
    { arbitrary: malformed, weight: 1 },
  );
}

/** A value for one path segment: ids of the right shape and wrong ones, mis-encodings, huge and unicode. */
export function pathSegment(vocabulary: SchemaVocabulary): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.uuid().map((id) => id), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '99999999999999999999999',
        '%00',
        '%ED%A0%80',
        '%',
        '%2F',
        '%2e%2e',
        '..',
        'x'.repeat(2000),
        '%C3%A4%F0%9F%98%80',
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      ),
      weight: 3,
    },
    { arbitrary: junkText(vocabulary, { huge: false }).map(encodeLoosely), weight: 2 },
  );
}

/** Characters no form sends: NUL above all (PostgreSQL cannot store it), the other C0 controls, DEL. */
const controlCharacter = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)), weight: 1 },
  { arbitrary: fc.constant('\u007f'), weight: 1 },
);

/** `sample` with one thing wrong: a field junk, missing or with a control character inside, or a field too many. */
export function mutatedObject(sample: Record<string, unknown>, vocabulary: SchemaVocabulary): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  const textKeys = keys.filter((key) => typeof sample[key] === 'string');
  const edits: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.constantFrom(...keys), junkValue(vocabulary)).map(([key, value]) => ({ ...sample, [key]: value })),
    fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(sample).filter(([k]) => k !== key))),
    fc
      .tuple(fc.oneof(fc.constantFrom(...vocabulary.fieldNames), fc.string()), junkValue(vocabulary))
      .map(([key, value]) => ({ ...sample, [key]: value })),
    fc.constant([sample]),
  ];
  if (textKeys.length > 0) {
    edits.push(
      fc.tuple(fc.constantFrom(...textKeys), controlCharacter, fc.nat()).map(([key, character, at]) => {
        const text = sample[key] as string;
        const index = at % (text.length + 1);
        return { ...sample, [key]: text.slice(0, index) + character + text.slice(index) };
      }),
    );
  }
  // Weighted toward what a schema lets through and the database may not take: control characters in text.
  const [junk, missing, extra, wrapped, control] = edits;
  return fc.oneof(
    { arbitrary: fc.constant(sample), weight: 1 },
    { arbitrary: junk!, weight: 3 },
    { arbitrary: missing!, weight: 2 },
    { arbitrary: extra!, weight: 2 },
    { arbitrary: wrapped!, weight: 1 },
    ...(control ? [{ arbitrary: control, weight: 6 }] : []),
  );
}

/** A multipart `sample` with one text part junk or carrying a control character, or a part missing. */
export function mutatedParts(sample: MultipartPart[], vocabulary: SchemaVocabulary): fc.Arbitrary<MultipartPart[]> {
  const replace = (index: number, part: MultipartPart) => sample.map((old, i) => (i === index ? part : old));
  const indexes = fc.nat({ max: sample.length - 1 });
  return fc.oneof(
    fc.constant(sample),
    fc.tuple(indexes, junkText(vocabulary)).map(([index, value]) => {
      const part = sample[index]!;
      return replace(index, 'value' in part ? { ...part, value } : { ...part, fileName: value });
    }),
    fc.tuple(indexes, controlCharacter).map(([index, character]) => {
      const part = sample[index]!;
      return replace(
        index,
        'value' in part ? { ...part, value: part.value + character } : { ...part, fileName: character + part.fileName },
      );
    }),
    indexes.map((index) => sample.filter((_, i) => i !== index)),
  );
}
