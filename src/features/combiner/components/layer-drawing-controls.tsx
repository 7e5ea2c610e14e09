import { BLEND_MODES, FULL_OPACITY, type BlendMode } from '@shared/layer-drawing';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';

const FIELD = 'rounded border border-gray-300 bg-white px-1 py-0.5 dark:border-gray-600 dark:bg-gray-900';

const BLEND_LABELS: Record<BlendMode, string> = { normal: 'Normal', multiply: 'Multiply', screen: 'Screen', overlay: 'Overlay' };

/** "Blend" and "Opacity" of a layer: how it is drawn over the layers below, in Preview and in the images. */
export function LayerDrawingControls({ group, label }: { group: TraitGroup; label: string }) {
  const setDrawing = useTraitGroupsStore((s) => s.setDrawing);
  const opacity = group.opacity ?? FULL_OPACITY;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="inline-flex items-center gap-2">
        Blend
        <select
          aria-label={`Blend mode of ${label}`}
          className={FIELD}
          value={group.blend ?? 'normal'}
          onChange={(e) => setDrawing(group.id, { blend: e.target.value as BlendMode })}
        >
          {BLEND_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {BLEND_LABELS[mode]}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-flex items-center gap-2">
        Opacity
        <input
          type="number"
          min={0}
          max={FULL_OPACITY}
          step={1}
          aria-label={`Opacity of ${label} (%)`}
          className={`${FIELD} w-16 text-right`}
          value={opacity}
          onChange={(e) => {
            const value = Math.round(Number(e.target.value));
            // A cleared or out-of-range field is not stored; the field shows the stored opacity again.
            if (e.target.value !== '' && value >= 0 && value <= FULL_OPACITY) setDrawing(group.id, { opacity: value });
          }}
        />
        %
      </label>
    </div>
  );
}
