import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEK_FOCUS_FRAMES, SEEK_SCROLL_AGAIN_FRAMES } from '@/config/constants';
import { focusHeld, reachItem } from './reach-item';

// Frames run one at a time, by hand.
let frames: Array<() => void> = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback();
};

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(() => callback(0)));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => (frames = []));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function setUp(renderedAfterFrames: number) {
  const input = document.createElement('input');
  const scrollToIndex = vi.fn();
  let frame = 0;
  const reached = vi.fn(focusHeld);
  const cancel = reachItem({
    virtualizer: { scrollToIndex },
    index: 9,
    align: 'start',
    find: () => {
      if (++frame === renderedAfterFrames) document.body.append(input);
      return input.isConnected ? input : null;
    },
    reached,
  });
  return { input, scrollToIndex, reached, cancel };
}

describe('reachItem', () => {
  it('scrolls at once and acts on the element as soon as it is rendered', () => {
    const { input, scrollToIndex, reached } = setUp(2);
    expect(scrollToIndex).toHaveBeenCalledExactlyOnceWith(9, { align: 'start' });
    nextFrame();
    expect(reached).not.toHaveBeenCalled();
    nextFrame();
    expect(document.activeElement).toBe(input);
    expect(frames).toHaveLength(0);
  });

  it('scrolls again while the element is missing, every few frames, and stops once it is reached', () => {
    const { input, scrollToIndex } = setUp(3 * SEEK_SCROLL_AGAIN_FRAMES);
    for (let i = 1; i < 3 * SEEK_SCROLL_AGAIN_FRAMES; i++) nextFrame();
    // The first scroll and one per SEEK_SCROLL_AGAIN_FRAMES frames missed.
    expect(scrollToIndex).toHaveBeenCalledTimes(3);
    nextFrame();
    expect(document.activeElement).toBe(input);
    for (let i = 0; i < SEEK_SCROLL_AGAIN_FRAMES; i++) nextFrame();
    expect(scrollToIndex).toHaveBeenCalledTimes(3);
  });

  it('gives up after SEEK_FOCUS_FRAMES frames, and a cancel stops it at once', () => {
    const missing = setUp(Infinity);
    for (let i = 0; i < SEEK_FOCUS_FRAMES + 5; i++) nextFrame();
    expect(missing.scrollToIndex).toHaveBeenCalledTimes(1 + SEEK_FOCUS_FRAMES / SEEK_SCROLL_AGAIN_FRAMES);
    expect(frames).toHaveLength(0);

    const cancelled = setUp(5);
    cancelled.cancel();
    for (let i = 0; i < 10; i++) nextFrame();
    expect(cancelled.reached).not.toHaveBeenCalled();
  });
});
