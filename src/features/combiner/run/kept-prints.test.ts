import { describe, expect, it } from 'vitest';
import { composedPrints } from '@core/curation/composed-prints';
import { PRINT_WORDS } from '@core/curation/look-alike-print';
import { createResultIndex, locateResult, recordResults } from '@/engine/result-index';
import { composeAnswer } from '@/engine/in-process.test-helpers';
import { keepPrints, printKey, restorePrints, savedAfterEdit, savedPrints } from './kept-prints';
import type { LookAlikePrint } from './run-session';

/** A compose call's prints for `count` jobs: job i's first word is 100 + i, its hash bytes all i; the job at `without` has none. */
function prints(count: number, without: number) {
  const made = composedPrints(count);
  for (let i = 0; i < count; i++) {
    if (i === without) continue;
    made.made[i] = 1;
    made.prints[i * PRINT_WORDS] = 100 + i;
    made.sha256.fill(i, i * 32, (i + 1) * 32);
  }
  return made;
}

describe('the prints a run keeps for its look-alike guard', () => {
  it('are kept under where the index records each image, so the guard finds them and decodes only the rest', () => {
    const index = createResultIndex(6);
    const packId = index.packs.push('1.bin') - 1;
    const numbers = [2, 4, 6];
    recordResults(index, packId, numbers, composeAnswer(numbers.map((n, i) => ({ offset: i * 500, size: 100 + n, crc: n }))));
    const kept = new Map<string, LookAlikePrint>();
    keepPrints(index, kept)(numbers, prints(3, 1));
    // The guard's own lookup: each stored image by its place.
    const found = [1, 2, 3, 4, 5, 6].map((n) => {
      const where = locateResult(index, n);
      return where && kept.get(printKey(where));
    });
    expect(found.map((entry) => entry?.print[0] ?? null)).toEqual([null, 100, null, null, null, 102]);
    expect(found[1]!.sha256).toBe('00'.repeat(32));
    expect(found[5]!.sha256).toBe('02'.repeat(32));
    expect(kept.size).toBe(2);
  });

  it('follow a re-composed image to its new place: the old entry stays for an undo', () => {
    const index = createResultIndex(1);
    const kept = new Map<string, LookAlikePrint>();
    recordResults(index, index.packs.push('1.bin') - 1, [1], composeAnswer([{ offset: 0, size: 120, crc: 1 }]));
    keepPrints(index, kept)([1], prints(1, -1));
    recordResults(index, index.packs.push('2.bin') - 1, [1], composeAnswer([{ offset: 0, size: 130, crc: 2 }]));
    keepPrints(index, kept)([1], prints(1, -1));
    expect([...kept.keys()]).toEqual(['1.bin:0:120', '2.bin:0:130']);
  });

  it('come back after a reload as they were kept, for the images the index names now only', () => {
    const index = createResultIndex(3);
    const kept = new Map<string, LookAlikePrint>();
    recordResults(
      index,
      index.packs.push('1.bin') - 1,
      [1, 2, 3],
      composeAnswer([0, 1, 2].map((i) => ({ offset: i * 200, size: 150, crc: i }))),
    );
    keepPrints(index, kept)([1, 2, 3], prints(3, 2));
    // An edit re-composed token 2 elsewhere: its old image's print is not saved.
    recordResults(index, index.packs.push('2.bin') - 1, [2], composeAnswer([{ offset: 0, size: 160, crc: 9 }]));
    keepPrints(index, kept)([2], prints(1, -1));
    const restored = new Map<string, LookAlikePrint>();
    restorePrints(structuredClone(savedPrints(index, kept)), restored);
    expect([...restored.keys()]).toEqual(['1.bin:0:150', '2.bin:0:160']);
    // Compared as plain values: the clone's typed arrays are of another realm under jsdom.
    const plain = (entry?: LookAlikePrint) => entry && { sha256: entry.sha256, print: [...entry.print] };
    for (const key of ['1.bin:0:150', '2.bin:0:160']) expect(plain(restored.get(key))).toEqual(plain(kept.get(key)));
  });

  it('are saved again after an edit as if gathered whole, its tokens only looked up again (and its undo too)', () => {
    const index = createResultIndex(4);
    const kept = new Map<string, LookAlikePrint>();
    const all = [1, 2, 3, 4];
    recordResults(index, index.packs.push('1.bin') - 1, all, composeAnswer(all.map((n) => ({ offset: n * 100, size: 90, crc: n }))));
    keepPrints(index, kept)(all, prints(4, 3));
    const before = savedPrints(index, kept);
    // Token 2 re-composed with a print, token 4 (which had none) with one too, token 1 without one.
    recordResults(
      index,
      index.packs.push('2.bin') - 1,
      [2, 4, 1],
      composeAnswer([0, 1, 2].map((i) => ({ offset: i * 80, size: 70, crc: 9 }))),
    );
    keepPrints(index, kept)([2, 4, 1], prints(3, 2));
    const after = savedAfterEdit(before, index, kept, [2, 4, 1]);
    expect(after).toEqual(savedPrints(index, kept));
    expect(Array.from(after.prints.made)).toEqual([0, 1, 1, 1]);
    // The saved entries before the edit are left as they were (they may be on their way to storage).
    expect(Array.from(before.prints.made)).toEqual([1, 1, 1, 0]);
    // Undone: the tokens' old places again.
    recordResults(index, 0, [2, 4, 1], composeAnswer([2, 4, 1].map((n) => ({ offset: n * 100, size: 90, crc: n }))));
    const undone = savedAfterEdit(after, index, kept, [2, 4, 1]);
    expect(undone).toEqual(savedPrints(index, kept));
    expect(undone.prints).toEqual(before.prints);
  });

  it('are gathered whole after an edit when none were saved, or the set changed size', () => {
    const index = createResultIndex(2);
    const kept = new Map<string, LookAlikePrint>();
    recordResults(index, index.packs.push('1.bin') - 1, [1, 2], composeAnswer([0, 1].map((i) => ({ offset: i * 100, size: 90, crc: i }))));
    keepPrints(index, kept)([1, 2], prints(2, -1));
    expect(savedAfterEdit(null, index, kept, [])).toEqual(savedPrints(index, kept));
    const smaller = savedPrints(createResultIndex(1), kept);
    expect(savedAfterEdit(smaller, index, kept, [])).toEqual(savedPrints(index, kept));
  });
});
