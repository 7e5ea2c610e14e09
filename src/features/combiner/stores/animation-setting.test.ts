import { describe, expect, it } from 'vitest';
import { fpsOf, framesNote, longestAnimation, runAnimation } from './animation-setting';

const file = (animation?: { frames: number; delayMs: number }) => ({ id: 'x', name: 'x.gif', ...(animation && { animation }) });
const groups = [{ files: [file(), file({ frames: 8, delayMs: 100 })] }, { files: [file({ frames: 12, delayMs: 40 }), file()] }];

describe('the animation setting', () => {
  it('takes the longest animated value by default, and nothing when every value is still', () => {
    expect(longestAnimation(groups)).toEqual({ frames: 12, delayMs: 40 });
    expect(runAnimation(groups, { frames: null, fps: null })).toEqual({ frames: 12, delayMs: 40 });
    expect(runAnimation([{ files: [file(), file()] }], { frames: 8, fps: 10 })).toBeUndefined();
  });

  it("takes the artist's frames and frame rate", () => {
    expect(runAnimation(groups, { frames: 6, fps: 8 })).toEqual({ frames: 6, delayMs: 125 });
    expect(fpsOf(40)).toBe(25);
    expect(fpsOf(30)).toBe(33.33);
  });

  it('takes the chosen format, leaving the default GIF out of the session', () => {
    expect(runAnimation(groups, { frames: 6, fps: 8, format: 'mp4' })).toEqual({ frames: 6, delayMs: 125, format: 'mp4' });
    expect(runAnimation(groups, { frames: 6, fps: 8, format: 'gif' })).toEqual({ frames: 6, delayMs: 125 });
  });

  it('notes whether a value loops or is cut', () => {
    expect(framesNote(8, 8)).toBe('8 frames');
    expect(framesNote(8, 12)).toBe('8 frames, loops');
    expect(framesNote(12, 8)).toBe('12 frames, cut to 8');
  });
});
