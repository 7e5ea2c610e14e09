// How traitforge.json says a layer and its values are drawn: the layer's blend mode and opacity, a value
// drawn at another layer's place ("Cap" under Hair) and a value's other parts (a hat's back piece under
// the head), each place naming its layer and each part its image file, as the rest of the file does.
import { FULL_OPACITY } from '@shared/layer-drawing';
import type { DrawPlace } from '../stores/layer-drawing-schema';
import type { TraitGroup } from '../stores/trait-groups-store';

interface NamedPlace {
  layer: string;
  side: DrawPlace['side'];
}

/** A place by its layer's name; null when that layer is gone (the value is then drawn at its own place). */
function namedPlace(place: DrawPlace | undefined, groups: readonly TraitGroup[]): NamedPlace | null {
  const layer = place && groups.find((g) => g.id === place.layer);
  return layer ? { layer: layer.name, side: place.side } : null;
}

/** The layer's blend mode and opacity (written for every layer, so a reader needs no defaults). */
export const namedLook = (group: TraitGroup) => ({ blend: group.blend ?? 'normal', opacity: group.opacity ?? FULL_OPACITY });

/** A value's place and parts, present only when it has them. */
export function namedValueDrawing(group: TraitGroup, fileId: string, groups: readonly TraitGroup[]) {
  const drawnAt = namedPlace(group.drawAt?.[fileId], groups);
  const parts = (group.parts?.[fileId] ?? []).flatMap((part) => {
    const at = namedPlace(part.at, groups);
    return at ? [{ image: part.file.name, at }] : [];
  });
  return { ...(drawnAt && { drawnAt }), ...(parts.length > 0 && { parts }) };
}
