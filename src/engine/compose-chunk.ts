// How many combinations one compose call takes. A call is a round trip between the page and its worker
// (the results recorded, the progress shown), so small outputs share it among many images (64 at
// 250 px, 16 at 500 px; docs/performance.md has the measurements). Large outputs, and the layers' own
// size (unknown here), take long enough per image that longer calls would only make the progress jump.
import type { ComposeSession } from '@core/protocol';
import { COMPOSE_CHUNK_MAX, COMPOSE_CHUNK_MIN, COMPOSE_CHUNK_PIXELS, COMPOSE_IN_FLIGHT_PER_LANE } from '../config/constants';

/**
 * Chunk length for an output whose longest side is `size` px (null: the layers' own size). Optimised
 * PNGs take tens of milliseconds each, so long chunks would only make the progress jump.
 */
export function composeChunk({ size, optimise }: Pick<ComposeSession, 'size' | 'optimise'>): number {
  if (size === null || optimise) return COMPOSE_CHUNK_MIN;
  const fits = Math.floor(COMPOSE_CHUNK_PIXELS / (size * size));
  return Math.min(COMPOSE_CHUNK_MAX, Math.max(COMPOSE_CHUNK_MIN, fits));
}

/**
 * The length of the next call when `left` combinations remain for `lanes` lanes, each with
 * COMPOSE_IN_FLIGHT_PER_LANE calls under way: near the end calls shrink so that the lanes finish
 * together. Full-length calls to the end left one core idle for up to two calls (0.3-0.4 s at 1000 px).
 */
export function nextChunkLength(chunk: number, left: number, lanes: number): number {
  return Math.max(1, Math.min(chunk, Math.ceil(left / (lanes * COMPOSE_IN_FLIGHT_PER_LANE))));
}
