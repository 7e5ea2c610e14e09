// The files an animated collection's tokens get besides their PNG: GIF, MP4, both, or WebM (the label says
// that Stargaze does not recognise it).
import { ANIMATION_FORMAT_LABELS, ANIMATION_FORMATS, type AnimationFormat } from '@core/animation/animation-format';
import { useCombinerSettings } from '../stores/combiner-settings-store';

const SELECT = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800';

export function AnimationFormatSelect({ disabled }: { disabled: boolean }) {
  const animationFormat = useCombinerSettings((s) => s.animationFormat);
  const update = useCombinerSettings((s) => s.update);
  return (
    <label className="flex items-center gap-2">
      Animation format
      <select
        className={SELECT}
        value={animationFormat}
        disabled={disabled}
        onChange={(e) => update({ animationFormat: e.target.value as AnimationFormat })}
      >
        {ANIMATION_FORMATS.map((format) => (
          <option key={format} value={format}>
            {ANIMATION_FORMAT_LABELS[format]}
          </option>
        ))}
      </select>
    </label>
  );
}
