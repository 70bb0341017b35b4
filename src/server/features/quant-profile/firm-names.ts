import { sql, type SQL } from 'drizzle-orm';

// Legal forms and fillers that do not tell firms apart: "Jane Street Group, LLC" is the Jane Street of the list.
const FILLER_WORDS = ['the', 'llc', 'inc', 'ltd', 'lp', 'llp', 'plc', 'co', 'corp', 'group', 'limited'];
const FILLER = new Set(FILLER_WORDS);

/** A firm name as words to compare: lower case, accents and punctuation dropped, legal suffixes left out. */
export function firmNameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FILLER.has(word));
}

/** Whether `inner` appears, word for word and in order, inside `outer`. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let start = 0; start + inner.length <= outer.length; start++) {
    if (inner.every((word, i) => outer[start + i] === word)) return true;
  }
  return false;
}

/**
 * Whether a job's company and a firm's name name the same firm: equal once normalised, or one inside the other
 * ("Citadel Securities" and "Citadel"). Whole words only, so "Goldman Sachs" never matches "Man Group".
 */
export function sameFirm(jobCompany: string, firmName: string): boolean {
  const job = firmNameWords(jobCompany);
  const firm = firmNameWords(firmName);
  return containsWords(job, firm) || containsWords(firm, job);
}

/** Whether an experience entry is the quant's current job: its end date is 'Present', in any case (spec §5). */
export const isCurrentJob = (toDate: string) => /^present$/i.test(toDate.trim());

/** Every run of consecutive words, joined by spaces: the names a firm inside `words` could have. */
export function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) runs.push(words.slice(start, end).join(' '));
  }
  return runs;
}

// firmNameWords in SQL, for names in Latin script: PostgreSQL has no NFKD, so translate() drops the accents that
// NFKD would (the same letters, so both sides agree).
// Upper case too: lower() leaves non-ASCII letters alone under the C collation.
const ACCENTED_LOWER = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőřśšşťùúûüūůűýÿźżž';
const ACCENTED = ACCENTED_LOWER + ACCENTED_LOWER.toUpperCase();
const PLAIN = [...ACCENTED].map((c) => c.normalize('NFKD').charAt(0).toLowerCase()).join('');
const FILLER_PATTERN = `\\m(${FILLER_WORDS.join('|')})\\M`;

/** A name column's words as firmNameWords gives them, joined by single spaces. */
export function normalisedName(name: SQL): SQL {
  const letters = sql`regexp_replace(translate(lower(${name}), ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g')`;
  const words = sql`regexp_replace(${letters}, ${FILLER_PATTERN}, ' ', 'g')`;
  return sql`btrim(regexp_replace(${words}, ' +', ' ', 'g'))`;
}
