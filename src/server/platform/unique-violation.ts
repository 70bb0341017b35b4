/** Whether a database error is PostgreSQL's unique_violation (23505), from pg or PGlite (which wraps it). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
