/**
 * Whether a database error is PostgreSQL's check_violation (23514) of the named constraint, from pg or PGlite
 * (drizzle wraps the driver's error in `cause`).
 */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const fields = (e: unknown) => e as { code?: string; constraint?: string } | undefined;
  const inner = fields(error)?.code ? fields(error) : fields((error as { cause?: unknown } | undefined)?.cause);
  return inner?.code === '23514' && inner.constraint === constraint;
}
