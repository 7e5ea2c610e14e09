// How the images are drawn and saved: pixel-art scaling, smaller PNGs, and what to do with layer images
// whose size differs from the first layer's (listed with their sizes as soon as they are uploaded).
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useRunProcessing } from '../run/finished-run';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { checkSizes } from '../run/mismatched-sizes';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { AnimationOptions } from './animation-options';

const HINT = 'block text-xs text-gray-600 dark:text-gray-400';
const LISTED = 8;

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4 accent-indigo-600"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className={HINT}>{hint}</span>
      </span>
    </label>
  );
}

export function OutputOptions() {
  const { pixelArt, optimisePng, mismatchFit, update } = useCombinerSettings();
  const disabled = useRunProcessing();
  const groups = useTraitGroupsStore((s) => s.groups);
  const oneOfOnes = useGeneratorSettings((s) => s.oneOfOnes);
  const { reference, mismatches } = checkSizes(groups, oneOfOnes);
  return (
    <section aria-label="Output options" className="space-y-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <p className={HINT}>
        Images are made at exactly the output size (the longest side for images that are not square), scaled up or down from the first
        layer.
      </p>
      <div className="flex flex-wrap gap-6">
        <Toggle
          label="Pixel art"
          hint="Scale with hard pixel edges, no blur"
          checked={pixelArt}
          disabled={disabled}
          onChange={(on) => update({ pixelArt: on })}
        />
        <Toggle
          label="Optimise PNG size"
          hint="Smaller files, identical pixels; generation takes longer"
          checked={optimisePng}
          disabled={disabled}
          onChange={(on) => update({ optimisePng: on })}
        />
      </div>
      <AnimationOptions />
      {reference && mismatches.length > 0 && (
        <div
          role="status"
          className="space-y-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p>
            {mismatches.length === 1 ? '1 image differs' : `${mismatches.length} images differ`} in size from the first layer&apos;s first
            image ({reference.width} × {reference.height} px):
          </p>
          <ul className="list-inside list-disc">
            {mismatches.slice(0, LISTED).map((m) => (
              <li key={`${m.layer}/${m.file}`}>
                {m.layer || 'Unnamed layer'} / {m.file}: {m.width} × {m.height} px
              </li>
            ))}
            {mismatches.length > LISTED && <li>and {mismatches.length - LISTED} more</li>}
          </ul>
          <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
            <legend className="mb-1 font-medium">Draw them</legend>
            {(['stretch', 'centre'] as const).map((fit) => (
              <label key={fit} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="mismatch-fit"
                  className="h-4 w-4 accent-indigo-600"
                  checked={mismatchFit === fit}
                  onChange={() => update({ mismatchFit: fit })}
                />
                {fit === 'stretch' ? 'Stretch to fit' : 'Keep size and centre'}
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </section>
  );
}
