// traitforge.json's drawing read back (a replayed edit log): each layer's blend and opacity and each
// value's place and parts (named-drawing.ts) are checked like the stored layers are, and must be how this
// run draws its layers, since the replayed set claims the file's images. A file written before the
// drawing was named (no blend, opacity, place or part anywhere in a layer) says nothing about it.
import { z } from 'zod';
import { BLEND_MODES, FULL_OPACITY } from '@shared/layer-drawing';

const place = z.object({ layer: z.string(), side: z.enum(['under', 'over']) });
const value = z.object({ drawnAt: place.optional(), parts: z.array(z.object({ image: z.string(), at: place })).optional() });
const layer = z.object({
  name: z.string(),
  blend: z.enum(BLEND_MODES).optional(),
  opacity: z.number().int().min(0).max(FULL_OPACITY).optional(),
  values: z.array(value),
});
type DrawnLayer = z.infer<typeof layer>;

const VALID = `a blend mode is ${BLEND_MODES.join(', ')}; an opacity a whole percent from 0 to ${FULL_OPACITY}; a place a layer and "under" or "over"`;

const names = (l: DrawnLayer) => l.blend !== undefined || l.opacity !== undefined || l.values.some((v) => v.drawnAt || v.parts);
const drawing = (l: DrawnLayer) =>
  JSON.stringify([l.blend ?? 'normal', l.opacity ?? FULL_OPACITY, l.values.map((v) => [v.drawnAt ?? null, v.parts ?? []])]);

/** Why the file's layers (`written`) cannot stand for this run's (`current`, as the export names them); null when they can. */
export function drawingProblem(written: unknown, current: readonly unknown[]): string | null {
  const list = z.array(z.unknown()).safeParse(written);
  if (!list.success) return 'traitforge.json lists no layers.';
  for (const [i, raw] of list.data.entries()) {
    const file = layer.safeParse(raw);
    if (!file.success) {
      const name = z.object({ name: z.string() }).safeParse(raw);
      return `traitforge.json draws ${name.success ? name.data.name : `layer ${i + 1}`} in a way Traitforge does not know (${VALID}).`;
    }
    const mine = layer.safeParse(current[i]);
    if (names(file.data) && mine.success && drawing(file.data) !== drawing(mine.data))
      return `traitforge.json draws ${file.data.name} otherwise than this run (its blend, opacity, a value's place or parts), so the images would differ.`;
  }
  return null;
}
