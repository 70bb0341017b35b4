import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './listbox-keys';

describe('moving through the firm search results by keyboard', () => {
  it('goes down from none to the first, and wraps from the last to the first', () => {
    expect(nextActiveOption('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveOption('ArrowDown', 0, 3)).toBe(1);
    expect(nextActiveOption('ArrowDown', 2, 3)).toBe(0);
  });

  it('goes up from none or the first to the last', () => {
    expect(nextActiveOption('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveOption('ArrowUp', 2, 3)).toBe(1);
  });

  it('has nothing to make active in an empty list, and leaves other keys to the input', () => {
    expect(nextActiveOption('ArrowDown', -1, 0)).toBe(-1);
    expect(nextActiveOption('a', 0, 3)).toBeNull();
    expect(nextActiveOption('Home', 1, 3)).toBeNull();
    expect(nextActiveOption('Enter', 0, 3)).toBeNull();
  });
});
