import { describe, expect, it } from 'vitest';
import { mulberry32, oneOf, someOf } from '../../../platform/seeded-random';
import { TalentIndex, type IndexedProfile, type IndexSearch } from './talent-index';

const KEYS = ['python', 'c++', 'Experience=1', 'Experience=3', 'Availability=Available now', 'Remote=yes'];
const BLOCKS = ['Company=a', 'Company=b', 'Domain=example.com'];
const WORDS = ['stochast', 'volatil', 'option', 'london', 'python'];

function profile(random: () => number, at: number): IndexedProfile {
  const rate = random() < 0.8 ? Math.floor(random() * 300) : null;
  return {
    profileId: `00000000-0000-4000-8000-${String(at).padStart(12, '0')}`,
    // Few distinct times, so ties order by id.
    createdMicros: Math.floor(random() * 50) * 1_000_000,
    rateLow: rate,
    rateHigh: rate === null ? null : rate + Math.floor(random() * 100),
    filterKeys: someOf(random, KEYS, 0.4),
    blockedKeys: someOf(random, BLOCKS, 0.1),
    vector: someOf(random, WORDS, 0.3)
      .map((word, i) => `'${word}':${i + 1}`)
      .join(' '),
    experienceYears: 3,
    highestDegree: null,
    availability: null,
    location: null,
    prefersRemote: false,
  };
}

function randomSearch(random: () => number): Omit<IndexSearch, 'limit'> {
  const rateMin = random() < 0.3 ? Math.floor(random() * 200) : undefined;
  return {
    groups: Array.from({ length: Math.floor(random() * 3) }, () => someOf(random, KEYS, 0.3)),
    keyword:
      random() < 0.4 ? { terms: [{ lexeme: oneOf(random, WORDS), prefix: random() < 0.5 }], skillKeys: [] } : undefined,
    blockedKeys: someOf(random, BLOCKS, 0.5),
    rateMin,
    rateMax: random() < 0.3 ? (rateMin ?? 0) + Math.floor(random() * 200) : undefined,
    order: random() < 0.5 ? 'newest' : 'rate',
  };
}

describe('TalentIndex.search', () => {
  it('answers the same whether it walks the order or marks the few matches by their place in it', () => {
    const random = mulberry32(11);
    const index = TalentIndex.build(Array.from({ length: 600 }, (_, at) => profile(random, at)));
    // Changes after the build: new slots inserted into the orders, old ones dead.
    for (let at = 0; at < 150; at++) index.upsert(profile(random, Math.floor(random() * 700)));
    for (let at = 0; at < 30; at++) index.remove(profile(random, Math.floor(random() * 700)).profileId);
    let fewMatches = 0;
    for (let round = 0; round < 300; round++) {
      const search = randomSearch(random);
      // With a filter or keyword and about 750 slots in the orders, a limit of 10,000 marks the matches' places
      // (fewer than about 1,370 matches: all of them here); limits of 1 to 100 walk the order unless the matches
      // are fewer than about 14 to 137 (walkIsLonger).
      const all = index.search({ ...search, limit: 10_000 });
      for (const limit of [1, 3, 20, 100]) expect(index.search({ ...search, limit })).toEqual(all.slice(0, limit));
      if (all.length > 0 && all.length < 300) fewMatches++;
    }
    // Enough searches with some but not many matches, where the two ways differ most.
    expect(fewMatches).toBeGreaterThan(50);
  });
});
