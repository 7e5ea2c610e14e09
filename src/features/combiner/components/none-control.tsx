import { useShallow } from 'zustand/react/shallow';
import { shareText } from '@core/plan/largest-remainder';
import { weightOf } from '@core/plan/from-settings';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { WeightField } from './weight-field';

const DEFAULT_NONE_WEIGHT = 1;

/** "Allow none in <layer>": the layer may be left out of a token, as often as the None weight says. */
export function NoneControl({ group, label }: { group: TraitGroup; label: string }) {
  const setNone = useGeneratorSettings((s) => s.setNone);
  const setNoneValue = useTraitGroupsStore((s) => s.setNoneValue);
  const none = useGeneratorSettings((s) => s.none[String(group.id)]);
  // This layer's weights only, as in LayerImages.
  const weights = useGeneratorSettings(useShallow((s) => [...group.files.map((f) => weightOf(s, f.id)), none ?? 0]));
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          checked={none !== undefined}
          onChange={(e) => setNone(group.id, e.target.checked ? DEFAULT_NONE_WEIGHT : null)}
        />
        Allow none in {label}
      </label>
      {none !== undefined && (
        <span className="inline-flex items-center gap-2">
          <span>None</span>
          <WeightField
            label={`Weight of None in ${label}`}
            weight={none}
            share={shareText(none, weights)}
            onWeight={(w) => setNone(group.id, w)}
          />
        </span>
      )}
      {none !== undefined && (
        <label className="inline-flex items-center gap-2" title="Some marketplaces count None as a value; the rarity report follows">
          <input type="checkbox" checked={!!group.noneValue} onChange={(e) => setNoneValue(group.id, e.target.checked)} />
          Write None as a value in {label}
        </label>
      )}
    </div>
  );
}
