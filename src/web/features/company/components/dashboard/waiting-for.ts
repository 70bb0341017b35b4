const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long someone has waited on the firm, in words: "under an hour", "5 hours", "3 days". */
export function waitingFor(since: string, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - Date.parse(since));
  if (elapsed < HOUR) return 'under an hour';
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}
