// A token's animated GIF, composed frame by frame by the compositor that drew its still (frame 0): only
// this token's frames are held, never another's.
import type { AnimationSetting } from '../../core/protocol.ts';
import type { Rgba } from '../../core/png/png-pixels.ts';
import { encodeGif } from '../../core/animation/gif-token.ts';
import type { Compositor } from '../composite/compositor.ts';

export function tokenGif(
  compositor: Compositor,
  digits: readonly number[],
  still: Rgba,
  { frames, delayMs }: AnimationSetting,
): Uint8Array {
  // A token of still values only shows its still in every frame, so that every token has its animation.
  const moves = compositor.moves(digits);
  const drawn = Array.from({ length: frames }, (_, frame) => (frame === 0 || !moves ? still : compositor.draw(digits, frame)));
  return encodeGif(drawn, delayMs);
}
