// How a run draws its layers, as the compose workers take it (ComposeSession.drawing): each layer with
// its blend mode and opacity. Nothing when every layer is drawn normally at full opacity, so that such a
// run's session (and its record) is what it was before layers had a drawing of their own.
import type { DrawLayer } from '../../../../workers/protocol';
import { FULL_OPACITY } from '../../../../shared/layer-drawing';
import type { TraitGroup } from '../stores/trait-groups-store';
import { usableGroups } from './layer-sources';

const stepOf = (group: TraitGroup, layer: number): DrawLayer => ({
  layer,
  blend: group.blend ?? 'normal',
  opacity: (group.opacity ?? FULL_OPACITY) / FULL_OPACITY,
});

/** The drawing steps of the layers (and of the one-of-ones' layer on top, drawn plainly). */
export function layerDrawing(groups: readonly TraitGroup[], withOneOfOnes: boolean): DrawLayer[] | undefined {
  const steps = usableGroups(groups).map(stepOf);
  if (steps.every((step) => step.blend === 'normal' && step.opacity === 1)) return undefined;
  return withOneOfOnes ? [...steps, { layer: steps.length, blend: 'normal', opacity: 1 }] : steps;
}
