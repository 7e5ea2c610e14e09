import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeyCounts } from './table.ts';

describe('KeyCounts', () => {
  it('property: counts every key as a Map would, through adds, removes, growth and clones', () => {
    // Few distinct keys (so they collide and repeat), some past 32 bits, some text.
    const key = fc.oneof(
      fc.integer({ min: 0, max: 40 }),
      fc.constantFrom(2 ** 40, 2 ** 52 + 7, 4294967296 * 3),
      fc.constantFrom('1,2', '3,4'),
    );
    const op = fc.record({ add: fc.boolean(), key });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), fc.nat(400), (ops, cloneAt) => {
        let counts = new KeyCounts(2);
        const model = new Map<number | string, number>();
        ops.forEach(({ add, key }, i) => {
          if (i === cloneAt) counts = counts.clone(i % 2 ? 0 : 100);
          const before = model.get(key) ?? 0;
          if (add) model.set(key, before + 1);
          else if (before > 1) model.set(key, before - 1);
          else model.delete(key);
          expect(add ? counts.add(key) : counts.remove(key)).toBe(before);
        });
        for (const k of [...Array(41).keys(), 2 ** 40, 2 ** 52 + 7, 4294967296 * 3, '1,2', '3,4'])
          expect(counts.get(k)).toBe(model.get(k) ?? 0);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
