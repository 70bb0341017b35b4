import type { z } from 'zod';

/** Control characters (C0 with tab and line breaks, DEL, C1) and Unicode's line and paragraph separators. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

export const ONE_LINE_MESSAGE = 'Use one line: no line breaks, tabs or control characters.';

/**
 * A single-line text (a title, a name, a place, a subject): it travels into e-mail subjects, `.ics` files and
 * CSV cells, where a line break or control character splits or forges a line. Multi-line texts (descriptions,
 * messages, letters) do not take this.
 */
export const oneLine = <S extends z.ZodString>(schema: S): S =>
  schema.refine((text) => !CONTROL_CHARACTER.test(text), ONE_LINE_MESSAGE);
