/**
 * The next date with the given month and day ('MM-DD') on or after `today`, as YYYY-MM-DD (UTC). Reference
 * internships keep the spec's month/day window but a year that makes them open on a fresh install.
 */
export function nextDeadline(monthDay: string, today: Date): string {
  const match = /^(\d\d)-(\d\d)$/.exec(monthDay);
  if (!match) throw new Error(`deadline must be MM-DD: ${monthDay}`);
  const [month, day] = [Number(match[1]), Number(match[2])];
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let year = today.getUTCFullYear();
  if (Date.UTC(year, month - 1, day) < todayUtc) year += 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
