import { describe, expect, it } from 'vitest';
import { canonicalUniversity } from './universities';

describe('canonicalUniversity', () => {
  it('gives one name for the spellings of a known university', () => {
    for (const typed of [
      'MIT',
      'M.I.T.',
      'mit, Cambridge MA',
      'Massachusetts Institute of Technology',
      '  massachusetts   institute of technology , USA',
    ]) {
      expect(canonicalUniversity(typed), typed).toBe('Massachusetts Institute of Technology');
    }
    expect(canonicalUniversity('ETH Zürich, Zurich')).toBe('ETH Zurich');
    expect(canonicalUniversity('ecole polytechnique, Palaiseau')).toBe('École Polytechnique');
    expect(canonicalUniversity('The University of Chicago')).toBe('University of Chicago');
  });

  it('keeps a comma that belongs to the name', () => {
    expect(canonicalUniversity('University of California, Berkeley')).toBe('University of California, Berkeley');
    expect(canonicalUniversity('UC Berkeley, California')).toBe('University of California, Berkeley');
  });

  it('shows an unknown university as typed, before its first comma', () => {
    expect(canonicalUniversity('Universität Heidelberg, Germany')).toBe('Universität Heidelberg');
    expect(canonicalUniversity("King's College London")).toBe("King's College London");
  });

  it('shows nothing for text that is not a name', () => {
    expect(canonicalUniversity('=HYPERLINK("https://evil.example","Click")')).toBeNull();
    expect(canonicalUniversity('https://evil.example/win')).toBeNull();
    expect(canonicalUniversity('@SUM(A1:A9)')).toBeNull();
    expect(canonicalUniversity('   ')).toBeNull();
  });
});
