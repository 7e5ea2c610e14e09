import { describe, expect, it } from 'vitest';
import { FrameSets } from './frame-sets.ts';
import { FrameBudget } from '../../core/animation/frame-budget.ts';
import type { ImageAt, PlacedImage } from './layer-cache.ts';

/** A 10 x 10 frame (400 bytes decoded) that notes when it is closed. */
function frame(closed: string[], name: string): PlacedImage {
  return { x: 0, y: 0, width: 10, height: 10, bitmap: { close: () => closed.push(name) } as unknown as ImageBitmap };
}

describe('the frame sets of a compose worker', () => {
  it('frees the values drawn least recently beyond the budget, never those of the last two calls, and gives them to decode again', async () => {
    const closed: string[] = [];
    const still: ImageAt = [0, 3];
    const sets = new FrameSets(1, async ([, image]) => (image === 3 ? [] : [frame(closed, `value ${image}`)]), new FrameBudget(900));
    for (const image of [0, 1, 3]) await sets.decode([0, image]);
    expect(sets.frames[0]!.map((set) => set.length)).toEqual([1, 1]);
    sets.keepWithinBudget([[0, 0], still]);
    sets.keepWithinBudget([[0, 1]]);
    expect(closed).toEqual([]);
    await sets.decode([0, 2]);
    sets.keepWithinBudget([[0, 2]]);
    // 1200 bytes: value 0, drawn least recently and by neither of the last two calls, is freed.
    expect(closed).toEqual(['value 0']);
    expect(sets.frames[0]![0]).toBeUndefined();
    expect(sets.freed([[0, 0], [0, 1], still])).toEqual([[0, 0]]);
    await sets.decode([0, 0]);
    expect(sets.freed([[0, 0]])).toEqual([]);
  });
});
