type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array;
type TypedArrayClass<T extends TypedArray> = new (length: number) => T;

/**
 * A typed array that grows by doubling as values are pushed: the index keeps 100,000 documents' entries and
 * positions in a few of these instead of three small arrays per document, which cost more in headers than in data.
 * `array` may be longer than `length`; read only below it.
 */
export class GrowingArray<T extends TypedArray> {
  array: T;
  length = 0;

  constructor(
    private readonly of: TypedArrayClass<T>,
    initial: readonly number[] = [],
  ) {
    this.array = new of(Math.max(16, initial.length));
    for (const value of initial) this.push(value);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const larger = new this.of(this.array.length * 2);
      larger.set(this.array);
      this.array = larger;
    }
    this.array[this.length++] = value;
  }
}
