import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { offeredSizes, parseOutputSize, pixelScale, type OutputSize } from '../output-size';
import { checkSizes } from '../run/mismatched-sizes';

const sizeLabel = (size: OutputSize, scale: number | null) => {
  if (size === 'original') return 'Original size';
  return scale ? `${size} px (${scale} × ${scale} per pixel)` : `${size} px`;
};

/** "Output size"; with pixel art, the whole multiples of the layers' side, and a word when the chosen
 * size is not one (its pixels would come out uneven). */
export function OutputSizeSelect({ disabled }: { disabled: boolean }) {
  const { outputSize, pixelArt, update } = useCombinerSettings();
  const groups = useTraitGroupsStore((s) => s.groups);
  const oneOfOnes = useGeneratorSettings((s) => s.oneOfOnes);
  const { reference } = checkSizes(groups, oneOfOnes);
  const side = pixelArt && reference ? Math.max(reference.width, reference.height) : null;
  const offered = offeredSizes(pixelArt, side);
  const sizes = offered.includes(outputSize) ? offered : [outputSize, ...offered];
  const uneven = side !== null && pixelScale(outputSize, side) === null;
  const multiples = offered.filter((s) => s !== 'original');
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">Output size</span>
      <select
        className="rounded border border-gray-300 bg-white px-2 py-2 dark:border-gray-600 dark:bg-gray-900"
        value={String(outputSize)}
        disabled={disabled}
        aria-invalid={uneven || undefined}
        onChange={(e) => update({ outputSize: parseOutputSize(e.target.value) ?? offered[0]! })}
      >
        {sizes.map((size) => (
          <option key={size} value={String(size)}>
            {sizeLabel(size, side ? pixelScale(size, side) : null)}
          </option>
        ))}
      </select>
      {uneven && (
        <span role="status" className="mt-1 block max-w-xs text-xs text-amber-800 dark:text-amber-200">
          {outputSize} px is not a whole multiple of the {side} px layers, so pixel art pixels come out uneven: pick{' '}
          {multiples.map((s) => `${s} px`).join(', ')}.
        </span>
      )}
    </label>
  );
}
