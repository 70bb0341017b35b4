/** A set of slots as bits: bit s of word s >>> 5. */
export type Bits = Uint32Array;

/** A list this long costs more memory than a bit set over every slot (8 bytes an entry against 1 bit a slot). */
const bitsPayOff = (entries: number, slots: number) => entries >= 256 && entries * 64 >= slots;

/**
 * Which slots hold each key: a list of slots while it is short, a bit set once it is long (Python, a common
 * lexeme, an experience band), so a search ORs words instead of setting tens of thousands of bits each time.
 * Slots only ever get added (a dead slot stays in its postings; searches skip dead slots).
 */
export class Postings<K> {
  private readonly lists = new Map<K, number[]>();
  private readonly sets = new Map<K, Bits>();

  add(key: K, slot: number): void {
    const bits = this.sets.get(key);
    if (bits) {
      this.sets.set(key, setBit(bits, slot));
      return;
    }
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = []));
    list.push(slot);
    if (bitsPayOff(list.length, slot + 1)) {
      let set: Bits = new Uint32Array(wordsFor(slot + 1));
      for (const each of list) set = setBit(set, each);
      this.sets.set(key, set);
      this.lists.delete(key);
    }
  }

  /**
   * The slots holding any of `keys`, as bits over `slots` slots: a fresh set the caller may change, or `into` (all
   * zero, `wordsFor(slots)` words) when the caller reuses one.
   */
  union(keys: Iterable<K>, slots: number, into?: Bits): Bits {
    const union = into ?? new Uint32Array(wordsFor(slots));
    for (const key of keys) {
      const bits = this.sets.get(key);
      if (bits) {
        addAll(union, bits);
        continue;
      }
      for (const slot of this.lists.get(key) ?? []) union[slot >>> 5]! |= 1 << (slot & 31);
    }
    return union;
  }
}

export const wordsFor = (slots: number) => Math.max(1, Math.ceil(slots / 32));

/** Adds every slot of `from` to `into` (as far as `into` reaches), and returns `into`. */
export function addAll(into: Bits, from: Bits): Bits {
  // The bound computed once: a loop that tests both lengths each step ran at less than half the speed.
  const words = Math.min(into.length, from.length);
  for (let i = 0; i < words; i++) into[i]! |= from[i]!;
  return into;
}

/** How many slots a set holds. */
export function countOf(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    // Bits counted in parallel within the word (the classic SWAR population count).
    let word = bits[i]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with each slot of word `w` of a set, lowest first. */
export function forEachInWord(word: number, w: number, visit: (slot: number) => void): void {
  let rest = word;
  while (rest !== 0) {
    const lowest = rest & -rest;
    visit(w * 32 + (31 - Math.clz32(lowest)));
    rest ^= lowest;
  }
}

/** Sets bit `slot`, in a larger copy (twice the words needed) when the set is too short for it. */
export function setBit(bits: Bits, slot: number): Bits {
  let set = bits;
  if (slot >>> 5 >= set.length) {
    set = new Uint32Array(wordsFor(slot + 1) * 2);
    set.set(bits);
  }
  set[slot >>> 5]! |= 1 << (slot & 31);
  return set;
}
