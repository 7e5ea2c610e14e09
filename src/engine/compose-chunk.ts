// How many combinations one compose call takes (config/constants.ts says why it depends on the size).
import { COMPOSE_CHUNK_MAX, COMPOSE_CHUNK_MIN, COMPOSE_CHUNK_PIXELS } from '../config/constants';

/** Chunk length for an output whose longest side is `size` px (null: the layers' own size). */
export function composeChunk(size: number | null): number {
  if (size === null) return COMPOSE_CHUNK_MIN;
  const fits = Math.floor(COMPOSE_CHUNK_PIXELS / (size * size));
  return Math.min(COMPOSE_CHUNK_MAX, Math.max(COMPOSE_CHUNK_MIN, fits));
}
