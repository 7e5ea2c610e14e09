// "Trait type of layer <name>": text (the default) or a number OpenSea shows as one. The values a
// numeric layer cannot read a number from are named right here; the export's pre-flight refuses them too.
import { isTraitType, TRAIT_TYPE_LABELS, TRAIT_TYPES } from '@core/metadata/trait-types';
import { typedValueProblems } from '@core/metadata/typed-values';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';

export function TraitTypeSelect({ group, label }: { group: TraitGroup; label: string }) {
  const setTraitType = useTraitGroupsStore((s) => s.setTraitType);
  const problems = group.traitType
    ? typedValueProblems([
        {
          name: label,
          values: [...new Set(group.files.map((f) => group.traitValues[f.name] ?? ''))],
          traitType: group.traitType,
          ...(group.traitNumbers && { numbers: group.traitNumbers }),
        },
      ])
    : [];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="inline-flex items-center gap-2">
        Trait type
        <select
          aria-label={`Trait type of layer ${label}`}
          className="rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
          value={group.traitType ?? 'text'}
          onChange={(e) => isTraitType(e.target.value) && setTraitType(group.id, e.target.value)}
        >
          {TRAIT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRAIT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      {problems.length > 0 && (
        <ul aria-label={`Values of ${label} without a number`} className="text-red-700 dark:text-red-400">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
