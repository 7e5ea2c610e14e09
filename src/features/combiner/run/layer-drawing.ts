// How a run draws its layers, as the compose workers take it (ComposeSession.drawing and parts): each
// layer with its blend mode and opacity, a value moved to another layer's place as a step of its own
// there, and a value's other parts as steps at their places, all picked by the layer's one digit (so a
// two-part hat is one value in the plan, the rarity and the metadata). Places order the steps: "under
// L" just before layer L, "over L" just after it. Nothing at all when every layer is drawn normally,
// in place and in one piece, so that such a run's session (and record) is what it was before.
import type { DrawLayer } from '@core/protocol';
import { FULL_OPACITY } from '@shared/layer-drawing';
import type { DrawPlace } from '../stores/layer-drawing-schema';
import type { TraitGroup } from '../stores/trait-groups-store';
import { runGroups } from './layer-sources';

export interface RunDrawing {
  drawing?: DrawLayer[];
  /** Per layer, the image ids of its values' parts, in the order DrawLayer.images counts them. */
  partIds: string[][];
}

interface Placed {
  /** 2 L + 1 is layer L's own place; 2 L just under it, 2 L + 2 just over it. */
  at: number;
  step: DrawLayer;
}

const ownPlace = (layer: number) => 2 * layer + 1;

/** The steps of one layer: its values at each of their places, then its values' parts. */
function layerSteps(group: TraitGroup, layer: number, placeOf: (place: DrawPlace | undefined) => number | undefined) {
  const look: DrawLayer = { layer, blend: group.blend ?? 'normal', opacity: (group.opacity ?? FULL_OPACITY) / FULL_OPACITY };
  const at = (place: DrawPlace | undefined) => placeOf(place) ?? ownPlace(layer);
  const valueAt = group.files.map((f) => at(group.drawAt?.[f.id]));
  const steps: Placed[] = [...new Set([ownPlace(layer), ...valueAt])].flatMap((place) => {
    const images = valueAt.map((p, v) => (p === place ? v : -1));
    if (images.every((v) => v < 0)) return [];
    return [{ at: place, step: images.every((v, i) => v === i) ? look : { ...look, images } }];
  });
  const partIds: string[] = [];
  const rows = new Map<number, number[][]>();
  group.files.forEach((f, v) =>
    (group.parts?.[f.id] ?? []).forEach((part) => {
      const place = at(part.at);
      const atPlace = rows.get(place) ?? rows.set(place, []).get(place)!;
      let row = atPlace.find((r) => r[v]! < 0);
      if (!row) atPlace.push((row = group.files.map(() => -1)));
      row[v] = partIds.push(part.file.id) - 1;
    }),
  );
  for (const [place, images] of rows) for (const row of images) steps.push({ at: place, step: { ...look, images: row, parts: true } });
  return { steps, partIds };
}

const isPlain = ({ blend, opacity, images, parts }: DrawLayer) => blend === 'normal' && opacity === 1 && !images && !parts;

/** The drawing steps of the layers (and of the one-of-ones' layer on top, drawn plainly). */
export function runDrawing(groups: readonly TraitGroup[], withOneOfOnes: boolean): RunDrawing {
  // With templates a layer card is drawn once per template holding it: places name layers of the same template.
  const run = runGroups(groups);
  const layers = run.map((entry, layer) => {
    if (!entry) return { steps: [], partIds: [] };
    const placeOf = (place: DrawPlace | undefined) => {
      const target = place ? run.findIndex((e) => e?.group.id === place.layer && e.template === entry.template) : -1;
      return target < 0 ? undefined : place!.side === 'under' ? 2 * target : 2 * target + 2;
    };
    return layerSteps(entry.group, layer, placeOf);
  });
  const partIds = layers.map((l) => l.partIds);
  // Stable: at one place, lower layers first, and a layer's values before their parts.
  const steps = layers
    .flatMap((l) => l.steps)
    .sort((a, b) => a.at - b.at || a.step.layer - b.step.layer)
    .map((s) => s.step);
  if (steps.every(isPlain)) return { partIds };
  const drawing = withOneOfOnes ? [...steps, { layer: run.length, blend: 'normal' as const, opacity: 1 }] : steps;
  return { drawing, partIds };
}
