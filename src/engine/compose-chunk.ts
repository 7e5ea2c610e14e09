// How many combinations one compose call takes (config/constants.ts says why it depends on the size).
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
