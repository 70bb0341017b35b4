import { describe, expect, it } from 'vitest';
import { refusalOf } from './skill-chips-field';

describe('adding a skill chip', () => {
  it('refuses blanks, duplicates (synonyms included), overlong skills and a full list, with the reason', () => {
    expect(refusalOf([], '  ', 5)).toBe('Type a skill to add.');
    expect(refusalOf(['Machine Learning'], 'ML', 5)).toBe('ML is already listed.');
    expect(refusalOf([], 'x'.repeat(51), 5)).toBe('Each skill must be at most 50 characters');
    expect(refusalOf(['A', 'B'], 'C', 2)).toBe('At most 2 skills here.');
    expect(refusalOf(['Python'], ' kdb+ ', 5)).toBeNull();
  });
});
