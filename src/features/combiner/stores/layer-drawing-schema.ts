// How a layer is drawn (blend mode, opacity), as stored with its group; a stored value that is not one of
// these is dropped on load, field by field, and the layer is drawn normally at full opacity.
import { z } from 'zod';
import { BLEND_MODES, FULL_OPACITY, type BlendMode } from '../../../../shared/layer-drawing';

export interface LayerDrawing {
  /** Absent: normal. */
  blend?: BlendMode;
  /** Whole percent, 0..100; absent: 100. */
  opacity?: number;
}

const blend = z.enum(BLEND_MODES);
const opacity = z.number().int().min(0).max(FULL_OPACITY);

/** The valid drawing fields of a stored group, each one that is not valid set back to its default. */
export function validLayerDrawing(stored: { blend?: unknown; opacity?: unknown }): LayerDrawing {
  const b = blend.safeParse(stored.blend);
  const o = opacity.safeParse(stored.opacity);
  return { blend: b.success ? b.data : undefined, opacity: o.success ? o.data : undefined };
}
