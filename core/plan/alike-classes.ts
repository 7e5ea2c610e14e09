// Values that look alike, learnt from the look-alike guard's groups: two look-alike tokens whose rows
// differ in one layer only make those two values alike (a class), so every pair of rows that differ
// only by them would look alike as well. A class is too crowded when more tokens hold it than the other
// layers have combinations to tell them apart: no re-roll can then leave the set without look-alikes.
export interface AlikeClass {
  layer: number;
  /** Its values' digits (-1: None), ascending. */
  values: number[];
}

/** A class held by more tokens than the other layers can tell apart. */
export interface Crowded {
  class: AlikeClass;
  tokens: number;
  room: number;
}

const generated = (row: readonly number[], layers: number) => !((row[layers] ?? -1) >= 0);

export function alikeClasses(rows: readonly (readonly number[])[], groups: readonly (readonly number[])[], layers: number): AlikeClass[] {
  // parent[layer]: value digit -> a digit of its class (union-find).
  const parent = Array.from({ length: layers }, () => new Map<number, number>());
  const find = (l: number, d: number): number => {
    const up = parent[l]!.get(d) ?? d;
    return up === d ? d : find(l, up);
  };
  for (const group of groups) {
    const first = rows[group[0]! - 1];
    if (!first || !generated(first, layers)) continue;
    for (const token of group.slice(1)) {
      const row = rows[token - 1];
      if (!row || !generated(row, layers)) continue;
      const differ = first.slice(0, layers).flatMap((d, l) => (d === row[l] ? [] : [l]));
      if (differ.length !== 1) continue;
      const l = differ[0]!;
      const [a, b] = [find(l, first[l]!), find(l, row[l]!)];
      if (a !== b) parent[l]!.set(Math.max(a, b), Math.min(a, b));
      parent[l]!.set(first[l]!, find(l, first[l]!));
      parent[l]!.set(row[l]!, find(l, row[l]!));
    }
  }
  return parent.flatMap((map, layer) => {
    const byRoot = new Map<number, number[]>();
    for (const d of map.keys()) {
      const root = find(layer, d);
      byRoot.set(root, [...(byRoot.get(root) ?? []), d]);
    }
    return [...byRoot.values()].filter((v) => v.length > 1).map((values) => ({ layer, values: values.sort((a, b) => a - b) }));
  });
}

/** Per layer, digit + 1 -> the digit standing for its class (itself when it has none). */
export function classesOf(classes: readonly AlikeClass[], sizes: readonly number[]): number[][] {
  const alike = sizes.map((size) => Array.from({ length: size + 1 }, (_, k) => k - 1));
  for (const { layer, values } of classes) for (const d of values) alike[layer]![d + 1] = values[0]!;
  return alike;
}

export function crowdedClass(classes: readonly AlikeClass[], rows: readonly (readonly number[])[], layers: number): Crowded | null {
  const alike = classesOf(
    classes,
    Array.from({ length: layers }, (_, l) => Math.max(0, ...rows.map((r) => (r[l] ?? 0) + 1))),
  );
  for (const c of classes) {
    // The rows of the class's template (its layer present), generated ones only.
    const kin = rows.filter((r) => generated(r, layers) && r[c.layer] !== -2);
    const tokens = kin.filter((r) => c.values.includes(r[c.layer]!)).length;
    let room = 1;
    for (let m = 0; m < layers; m++) if (m !== c.layer) room *= new Set(kin.map((r) => alike[m]![r[m]! + 1] ?? r[m])).size;
    if (tokens > room) return { class: c, tokens, room };
  }
  return null;
}
