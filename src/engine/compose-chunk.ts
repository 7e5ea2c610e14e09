// How many combinations one compose call takes. A call's PNGs come back from the browser's blob store
// in one read, a round trip each, so small outputs share it among many images (64 at 250 px, 16 at
// 500 px; docs/performance.md has the measurements). Large outputs, and the layers' own size (unknown
// here), stay at the minimum to bound the encoded snapshots a call holds.
import type { ComposeSession } from '../../workers/protocol';
import { COMPOSE_CHUNK_MAX, COMPOSE_CHUNK_MIN, COMPOSE_CHUNK_PIXELS } from '../config/constants';

/**
 * Chunk length for an output whose longest side is `size` px (null: the layers' own size). Optimised
 * PNGs are read back one by one and take tens of milliseconds each, so long chunks would only make
 * the progress jump.
 */
export function composeChunk({ size, optimise }: Pick<ComposeSession, 'size' | 'optimise'>): number {
  if (size === null || optimise) return COMPOSE_CHUNK_MIN;
  const fits = Math.floor(COMPOSE_CHUNK_PIXELS / (size * size));
  return Math.min(COMPOSE_CHUNK_MAX, Math.max(COMPOSE_CHUNK_MIN, fits));
}
