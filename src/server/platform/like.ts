/** `%text%` for ILIKE, with the user's own % and _ (and the escape character) taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
