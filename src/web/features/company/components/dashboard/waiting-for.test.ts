import { describe, expect, it } from 'vitest';
import { waitingFor } from './waiting-for';

const NOW = new Date('2026-11-25T12:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('waitingFor', () => {
  it('says how long, in the largest whole unit', () => {
    expect(waitingFor(before(59 * 60_000), NOW)).toBe('under an hour');
    expect(waitingFor(before(3_600_000), NOW)).toBe('1 hour');
    expect(waitingFor(before(23.9 * 3_600_000), NOW)).toBe('23 hours');
    expect(waitingFor(before(24 * 3_600_000), NOW)).toBe('1 day');
    expect(waitingFor(before(10.5 * 24 * 3_600_000), NOW)).toBe('10 days');
  });

  it('treats a moment ahead of the reader’s clock (clock skew) as just now', () => {
    expect(waitingFor(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe('under an hour');
  });
});
