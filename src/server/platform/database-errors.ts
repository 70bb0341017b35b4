/**
 * What PostgreSQL said when a statement failed, from pg or PGlite (Drizzle wraps the driver's error in `cause`):
 * its SQLSTATE code and, for a constraint, the constraint's name.
 */
function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  const fields = (e: unknown) => e as { code?: string; constraint?: string } | undefined;
  return fields(error)?.code ? fields(error) : fields((error as { cause?: unknown } | undefined)?.cause);
}

/** Whether a database error is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return driverError(error)?.code === '23505';
}

/** Whether a database error is PostgreSQL's check_violation (23514) of the named constraint. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const inner = driverError(error);
  return inner?.code === '23514' && inner.constraint === constraint;
}
