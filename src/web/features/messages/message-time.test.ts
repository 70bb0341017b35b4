import { describe, expect, it } from 'vitest';
import { messageTime, relativeTime } from './message-time';

const now = new Date(2026, 2, 12, 15, 30);
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('message times', () => {
  it('says how long ago in the list, then the day', () => {
    expect(relativeTime(before(20_000), now)).toBe('just now');
    expect(relativeTime(before(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(before(3 * 3_600_000), now)).toBe('3 h ago');
    expect(relativeTime(before(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(before(4 * 86_400_000), now)).toBe('4 days ago');
    expect(relativeTime(new Date(2026, 1, 3, 9).toISOString(), now)).toBe('Feb 3');
    expect(relativeTime(new Date(2025, 11, 24, 9).toISOString(), now)).toBe('Dec 24, 2025');
  });

  it('shows a message’s time of day today, and its day before', () => {
    expect(messageTime(new Date(2026, 2, 12, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(messageTime(new Date(2026, 2, 2, 17, 45).toISOString(), now)).toBe('Mar 2, 5:45 PM');
  });
});
