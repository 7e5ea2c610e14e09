// "Preview": one random valid token of the current settings, drawn at the output size, without a run.
import { planInWorker, previewInWorker } from '@/engine/generator';
import { ABSENT } from '@core/plan/tree-types';
import { NONE } from '@core/plan/types';
import { rowAt } from '@core/plan/rated-plan';
import type { PlanInput } from '@core/protocol';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { sessionSize } from '../output-size';
import { randomSeed } from '../stores/generator-settings-store';
import { layerBlobs, storedBlobs } from '../run/layer-sources';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { runDrawing } from '../run/layer-drawing';
import { IMAGES_MISSING } from '../combiner-messages';
import { runAnimation } from '../stores/animation-setting';

export interface PreviewImage {
  /** The still, or the token's GIF when the collection is animated and one of its values moves. */
  blob: Blob;
  /** "Background: Red, Hat: None" */
  traits: string;
}

/** `runSize`: the size a run would make now. */
export async function previewToken(input: PlanInput, runSize: number): Promise<PreviewImage | string> {
  const groups = useTraitGroupsStore.getState().groups;
  const { outputSize: size, pixelArt, mismatchFit, animationFrames, animationFps } = useCombinerSettings.getState();
  const animation = runAnimation(groups, { frames: animationFrames, fps: animationFps });
  const { drawing, partIds } = runDrawing(groups, false);
  const [layers, parts] = await Promise.all([layerBlobs(groups, false), storedBlobs(partIds, false)]);
  if (!layers || !parts) return IMAGES_MISSING;
  // The first token of a shuffled plan of the run's size with a fresh seed: a token drawn as the run
  // would draw it, each value as often as its weight says. (A plan of one token gives every layer's
  // first value when the weights are equal: ties go to the earlier value.)
  const planned = (size: number) =>
    planInWorker({ ...input, size, oneOfOnes: 0, seed: randomSeed(), order: 'shuffled' }, [], undefined, 'preview');
  let plan = await planned(Math.max(1, runSize));
  if (!plan.ok && runSize > 1) plan = await planned(1);
  if (!plan.ok) return plan.problems.join(' ');
  const digits = rowAt(plan.rows, 0);
  const session = { layers, size: sessionSize(size), pixelArt, fit: mismatchFit, drawing, parts, ...(animation && { animation }) };
  const { still, animation: moving } = await previewInWorker(session, digits);
  const traits = input.layers
    .flatMap((l, i) =>
      digits[i] === ABSENT ? [] : [`${l.name || `Layer ${i + 1}`}: ${digits[i] === NONE ? 'None' : l.values[digits[i]!]}`],
    )
    .join(', ');
  return { blob: moving ?? still, traits };
}
