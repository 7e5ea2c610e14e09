// The parts and places of a layer's values as images come and go: a value's other parts are images of
// their own (stored, restored and discarded like the layer's), and a value's place and parts go with it.
import type { LayerDrawing, ValuePart } from './layer-drawing-schema';

export const mapParts = (parts: Record<string, ValuePart[]>, change: (part: ValuePart) => ValuePart) =>
  Object.fromEntries(Object.entries(parts).map(([id, list]) => [id, list.map(change)]));

/** Every part image of a layer. */
export const partFiles = (group: LayerDrawing) => Object.values(group.parts ?? {}).flatMap((list) => list.map((p) => p.file));

/** The layer's places and parts without the values and part images in `ids`; nothing when none is touched. */
export function withoutImages(group: LayerDrawing, ids: ReadonlySet<string>): Pick<LayerDrawing, 'drawAt' | 'parts'> | null {
  const drawAt = Object.entries(group.drawAt ?? {}).filter(([id]) => !ids.has(id));
  const parts = Object.entries(group.parts ?? {}).flatMap(([id, list]) => {
    const kept = ids.has(id) ? [] : list.filter((p) => !ids.has(p.file.id));
    return kept.length ? [[id, kept] as const] : [];
  });
  const touched =
    drawAt.length !== Object.keys(group.drawAt ?? {}).length || parts.flatMap(([, l]) => l).length !== partFiles(group).length;
  return touched ? { drawAt: Object.fromEntries(drawAt), parts: Object.fromEntries(parts) } : null;
}
