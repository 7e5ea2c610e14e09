import { describe, expect, it, vi } from 'vitest';
import { foregroundIdle, inForeground } from './foreground';
import { FOREGROUND_GRACE_MS } from '../config/constants';

describe('background work waits for the foreground', () => {
  it('resumes only once the foreground work has ended and the grace period passed', async () => {
    vi.useFakeTimers();
    try {
      let finish!: () => void;
      const work = inForeground(() => new Promise<void>((resolve) => (finish = resolve)));
      let resumed = false;
      const idle = foregroundIdle().then(() => (resumed = true));
      await vi.advanceTimersByTimeAsync(FOREGROUND_GRACE_MS * 4);
      expect(resumed).toBe(false);
      finish();
      await work;
      await vi.advanceTimersByTimeAsync(FOREGROUND_GRACE_MS - 50);
      expect(resumed).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await idle;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up when its signal aborts', async () => {
    const controller = new AbortController();
    let finish!: () => void;
    const work = inForeground(() => new Promise<void>((resolve) => (finish = resolve)));
    const idle = foregroundIdle(controller.signal);
    controller.abort(new Error('left'));
    await expect(idle).rejects.toThrow('left');
    finish();
    await work;
  });
});
