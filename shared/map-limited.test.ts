import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapLimited', () => {
  it('keeps at most `parallel` calls in flight, starts in order and answers in item order', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const results = await mapLimited([5, 1, 4, 2, 3, 6, 7], 3, async (item, index) => {
      started.push(index);
      most = Math.max(most, ++inFlight);
      for (let i = 0; i < item; i++) await tick();
      inFlight--;
      return item * 10;
    });
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
  });

  it('starts nothing more after a failure and rejects with it', async () => {
    const started: number[] = [];
    const run = mapLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 2) throw new Error('disk full');
      await tick();
      return item;
    });
    await expect(run).rejects.toThrow('disk full');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([1, 2]);
  });

  it('answers an empty list without calling anything', async () => {
    expect(await mapLimited([], 4, () => Promise.reject(new Error('never')))).toEqual([]);
  });
});
