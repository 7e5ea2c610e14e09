import type { Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import { callUntilAborted, type WorkerBridge } from './worker-bridge';

function fakeBridge() {
  const bridge = { ended: 0, remote: {} as Remote<unknown>, end: () => void bridge.ended++ };
  return bridge satisfies WorkerBridge<unknown>;
}

describe('callUntilAborted', () => {
  it('answers what the call answers and leaves the worker running', async () => {
    const bridge = fakeBridge();
    expect(await callUntilAborted(bridge, async () => 42, new AbortController().signal)).toBe(42);
    expect(bridge.ended).toBe(0);
  });

  it('on abort ends the worker, tells its owner, and rejects with the reason at once', async () => {
    const bridge = fakeBridge();
    const controller = new AbortController();
    let told = 0;
    const never = () => new Promise<number>(() => undefined);
    const call = callUntilAborted(bridge, never, controller.signal, () => void told++);
    controller.abort(new Error('Replaced by a newer request'));
    await expect(call).rejects.toThrow('Replaced by a newer request');
    expect([bridge.ended, told]).toEqual([1, 1]);
  });
});
