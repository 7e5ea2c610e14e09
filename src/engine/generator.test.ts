import { afterEach, describe, expect, it, vi } from 'vitest';
import { countInWorker } from './generator';

describe('the generator gateway', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not start a request whose signal was aborted before it was made (no worker, the abort as the reason)', async () => {
    const started = vi.fn();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          started();
        }
      },
    );
    const reason = new DOMException('Settings changed', 'AbortError');
    await expect(countInWorker([], [], undefined, AbortSignal.abort(reason))).rejects.toBe(reason);
    expect(started).not.toHaveBeenCalled();
  });
});
