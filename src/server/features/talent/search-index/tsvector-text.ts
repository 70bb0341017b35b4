/**
 * A tsvector as PostgreSQL prints it (`'lexeme':1A,5 'other':3B`), read back: its entries in the stored order
 * (sorted by the lexemes' bytes, which ts-rank.ts relies on as PostgreSQL's own ranking does), each with its
 * positions packed as PostgreSQL's WordEntryPos: the weight (3 = A … 0 = D) in the top 2 bits, the position in
 * the low 14.
 */
export interface VectorEntries {
  lexemes: string[];
  /** Entry i's positions are packed[starts[i] .. starts[i + 1]); none for an entry printed without any. */
  starts: Uint32Array;
  packed: Uint16Array;
}

const WEIGHT_OF: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

export function parseTsvector(text: string): VectorEntries {
  const lexemes: string[] = [];
  const starts: number[] = [0];
  const packed: number[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at++;
      continue;
    }
    if (text[at] !== "'") throw new Error(`tsvector text: expected a quote at ${at}`);
    // The output doubles quotes and backslashes inside a lexeme.
    let lexeme = '';
    at++;
    for (;;) {
      const char = text[at];
      if (char === undefined) throw new Error('tsvector text: unterminated lexeme');
      if (char === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (char === '\\') {
        lexeme += text[at + 1] ?? '';
        at += 2;
      } else if (char === "'") {
        at++;
        break;
      } else {
        lexeme += char;
        at++;
      }
    }
    lexemes.push(lexeme);
    if (text[at] === ':') {
      at++;
      for (;;) {
        let position = 0;
        while (at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
          position = position * 10 + text.charCodeAt(at) - 48;
          at++;
        }
        const weight = WEIGHT_OF[text[at] ?? ''];
        if (weight !== undefined) at++;
        packed.push(((weight ?? 0) << 14) | (position & 0x3fff));
        if (text[at] !== ',') break;
        at++;
      }
    }
    starts.push(packed.length);
  }
  return { lexemes, starts: Uint32Array.from(starts), packed: Uint16Array.from(packed) };
}
