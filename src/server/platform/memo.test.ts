import { describe, expect, it } from 'vitest';
import { BoundedCache } from './memo';

describe('BoundedCache', () => {
  it('computes once per key', () => {
    const cache = new BoundedCache<number>(10);
    let calls = 0;
    const compute = () => ++calls;
    expect(cache.getOrCompute('a', compute)).toBe(1);
    expect(cache.getOrCompute('a', compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('evicts the least recently used entry past its bound', () => {
    const cache = new BoundedCache<string>(2);
    cache.getOrCompute('a', () => 'A');
    cache.getOrCompute('b', () => 'B');
    cache.getOrCompute('a', () => 'A2'); // touch a: b is now the oldest
    cache.getOrCompute('c', () => 'C');
    expect(cache.size).toBe(2);
    expect(cache.getOrCompute('a', () => 'recomputed')).toBe('A');
    expect(cache.getOrCompute('b', () => 'recomputed')).toBe('recomputed');
  });

  it('reads and replaces entries directly, keeping the bound', () => {
    const cache = new BoundedCache<string>(2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('a', 'A2');
    expect(cache.get('a')).toBe('A2');
    cache.set('c', 'C'); // b is now the least recently used
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
