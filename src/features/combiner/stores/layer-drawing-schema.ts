// How a layer and its values are drawn, as stored with its group: the layer's blend mode and opacity, a
// value drawn at another layer's place ("Cap: under Hair"), a value's other parts (a hat's back piece
// under the head). Anything stored that is not one of these is dropped on load, field by field (a place
// or part naming a layer or value that is gone too), and that layer or value is drawn as by default.
import { z } from 'zod';
import { BLEND_MODES, FULL_OPACITY, type BlendMode } from '@shared/layer-drawing';

/** Just under or just over the layer with group id `layer`. */
export interface DrawPlace {
  layer: number;
  side: 'under' | 'over';
}

/** One more image of a value, drawn at its own place: it comes with the value, never alone. */
export interface ValuePart {
  /** Stored like a layer image (its bytes in IndexedDB under `id`), with its natural size (absent for
   * parts added before it was kept). */
  file: { id: string; name: string; width?: number; height?: number };
  at: DrawPlace;
}

export interface LayerDrawing {
  /** Absent: normal. */
  blend?: BlendMode;
  /** Whole percent, 0..100; absent: 100. */
  opacity?: number;
  /** Image id -> where that value is drawn instead of at its layer's place. */
  drawAt?: Record<string, DrawPlace>;
  /** Image id -> that value's other parts. */
  parts?: Record<string, ValuePart[]>;
}

const blend = z.enum(BLEND_MODES);
const opacity = z.number().int().min(0).max(FULL_OPACITY);
const place = z.object({ layer: z.number(), side: z.enum(['under', 'over']) });
const side = z.number().int().positive().optional();
const part = z.object({ file: z.object({ id: z.string(), name: z.string(), width: side, height: side }), at: place });

interface StoredGroup {
  id?: unknown;
  files?: { id: string }[];
  blend?: unknown;
  opacity?: unknown;
  drawAt?: unknown;
  parts?: unknown;
}

/** The entries of a stored map whose key is an image of the group and whose value passes `check`. */
function validEntries<T>(stored: unknown, keys: ReadonlySet<string>, check: (value: unknown) => T | null): Record<string, T> | undefined {
  const record = z.record(z.string(), z.unknown()).safeParse(stored);
  if (!record.success) return undefined;
  const kept = Object.entries(record.data).flatMap(([key, value]) => {
    const valid = keys.has(key) ? check(value) : null;
    return valid === null ? [] : [[key, valid] as const];
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** The valid drawing fields of a stored group among `groups` (all stored groups, for the places). */
export function validLayerDrawing(stored: StoredGroup, groups: readonly StoredGroup[] = [stored]): LayerDrawing {
  const b = blend.safeParse(stored.blend);
  const o = opacity.safeParse(stored.opacity);
  const images = new Set((stored.files ?? []).map((f) => f.id));
  const placeOf = (value: unknown) => {
    const p = place.safeParse(value);
    return p.success && p.data.layer !== stored.id && groups.some((g) => g.id === p.data.layer) ? p.data : null;
  };
  const partsOf = (value: unknown) => {
    const list = z.array(z.unknown()).safeParse(value);
    const valid = (list.success ? list.data : []).flatMap((p) => {
      const checked = part.safeParse(p);
      return checked.success && placeOf(checked.data.at) ? [checked.data] : [];
    });
    return valid.length ? valid : null;
  };
  return {
    blend: b.success ? b.data : undefined,
    opacity: o.success ? o.data : undefined,
    drawAt: validEntries(stored.drawAt, images, placeOf),
    parts: validEntries(stored.parts, images, partsOf),
  };
}
