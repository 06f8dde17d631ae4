/** Growable typed-array columns: one slot per ordinal, no object per tool. */
export class Column<T extends Uint8Array | Uint32Array | Float64Array> {
  private data: T;

  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }

  get(ordinal: number): number {
    return this.data[ordinal] as number;
  }

  set(ordinal: number, value: number): void {
    if (ordinal >= this.data.length) {
      const grown = this.make(Math.max(ordinal + 1, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[ordinal] = value;
  }
}

/** Small integer codes for repeated strings (categories, industries, pricing models). */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value already seen; -1 when the index holds no such value. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  get size(): number {
    return this.values.length;
  }
}
