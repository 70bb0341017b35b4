/** Words that say what kind of company it is, not which: "Two Sigma Investments, LP" reads as TS, not TL. */
const LEGAL_FORMS = new Set([
  'llc',
  'lp',
  'llp',
  'ltd',
  'limited',
  'inc',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'co',
  'corp',
]);

/** Up to two initials for a company without a logo: the first letters of its first two distinctive words. */
export function companyInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !LEGAL_FORMS.has(word.toLowerCase()));
  const initials = words
    .slice(0, 2)
    .map((word) => word[0]!)
    .join('')
    .toUpperCase();
  return initials || '?';
}
