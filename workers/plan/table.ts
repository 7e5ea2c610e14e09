// The rows being planned: a flat Int32Array (row i, layer l at i * layers + l; "None" is the value after a
// layer's images), row keys for uniqueness, and a multiset of keys in use.

export type RowKey = number | string;

export interface Table {
  layers: number;
  radices: readonly number[];
  keyAt(rows: ArrayLike<number>, base: number): RowKey;
}

export function createTable(radices: readonly number[]): Table {
  const layers = radices.length;
  const multipliers = new Array<number>(layers);
  let span = 1;
  for (let l = layers - 1; l >= 0; l--) {
    multipliers[l] = span;
    span *= radices[l]!;
  }
  // A mixed-radix number (enumeration order) while it stays exact; text past the safe-integer range.
  const numeric = Number.isSafeInteger(span);
  const keyAt = numeric
    ? (rows: ArrayLike<number>, base: number) => {
        let key = 0;
        for (let l = 0; l < layers; l++) key += rows[base + l]! * multipliers[l]!;
        return key;
      }
    : (rows: ArrayLike<number>, base: number) => Array.prototype.slice.call(rows, base, base + layers).join(',');
  return { layers, radices, keyAt };
}

export class KeyCounts {
  constructor(private readonly counts = new Map<RowKey, number>()) {}

  clone(): KeyCounts {
    return new KeyCounts(new Map(this.counts));
  }

  get(key: RowKey): number {
    return this.counts.get(key) ?? 0;
  }

  /** Returns how many there were before. */
  add(key: RowKey): number {
    const before = this.get(key);
    this.counts.set(key, before + 1);
    return before;
  }

  /** Returns how many there were before. */
  remove(key: RowKey): number {
    const before = this.get(key);
    if (before <= 1) this.counts.delete(key);
    else this.counts.set(key, before - 1);
    return before;
  }
}

/** Value counts per layer of `count` rows. */
export function valueCounts(table: Table, rows: ArrayLike<number>, count: number): number[][] {
  const counts = table.radices.map((r) => new Array<number>(r).fill(0));
  for (let i = 0; i < count; i++) for (let l = 0; l < table.layers; l++) counts[l]![rows[i * table.layers + l]!]!++;
  return counts;
}
