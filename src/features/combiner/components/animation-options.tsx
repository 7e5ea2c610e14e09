// The format, frames and frame rate of an animated collection, shown once a layer has an animated value; empty
// fields take the longest animated value's.
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { useRunProcessing } from '../run/finished-run';
import { fpsOf, longestAnimation } from '../stores/animation-setting';
import { AnimationBudget } from './animation-budget';
import { animationFilesOf } from '@core/animation/animation-format';
import { AnimationFormatSelect } from './animation-format-select';

const FIELD = 'w-24 rounded border border-gray-300 px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800';

/** A positive number from a field, or null when it is empty or not one. */
const positive = (text: string) => {
  const value = Number(text);
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
};

export function AnimationOptions() {
  const longest = longestAnimation(useTraitGroupsStore((s) => s.groups));
  const animationFrames = useCombinerSettings((s) => s.animationFrames);
  const animationFps = useCombinerSettings((s) => s.animationFps);
  const animationFormat = useCombinerSettings((s) => s.animationFormat);
  const update = useCombinerSettings((s) => s.update);
  const disabled = useRunProcessing();
  if (!longest) return null;
  return (
    <fieldset className="space-y-2 text-sm">
      <legend className="font-medium">Animation</legend>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        Every token also gets its animation in the chosen format. Values with fewer frames loop; values with more are cut.
      </p>
      <div className="flex flex-wrap gap-4">
        <AnimationFormatSelect disabled={disabled} />
        <label className="flex items-center gap-2">
          Frames
          <input
            type="number"
            min={1}
            step={1}
            className={FIELD}
            placeholder={String(longest.frames)}
            value={animationFrames ?? ''}
            disabled={disabled}
            onChange={(e) => {
              const frames = positive(e.target.value);
              update({ animationFrames: frames && Math.round(frames) });
            }}
          />
        </label>
        <label className="flex items-center gap-2">
          Frames per second
          <input
            type="number"
            min={1}
            step="any"
            className={FIELD}
            placeholder={String(fpsOf(longest.delayMs))}
            value={animationFps ?? ''}
            disabled={disabled}
            onChange={(e) => update({ animationFps: positive(e.target.value) })}
          />
        </label>
      </div>
      <AnimationBudget frames={animationFrames ?? longest.frames} files={animationFilesOf(animationFormat)} />
    </fieldset>
  );
}
