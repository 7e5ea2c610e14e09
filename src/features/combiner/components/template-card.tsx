// One template: its name, its share (or the value that chooses it), which layer cards it holds and the
// order it draws them in (its own, whatever the cards' order).
import type { TemplateSetting } from '@core/protocol';
import { shareText } from '@core/plan/largest-remainder';
import { useTemplatesStore } from '../stores/templates-store';
import type { TraitGroup } from '../stores/trait-groups-store';
import { WeightField } from './weight-field';
import { LazySelect } from '@/components/ui/lazy-select';
import { TEMPLATE_VALUES_LISTED_UP_TO } from '@/config/constants';

const FIELD = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900';
const MOVE = 'rounded px-1 text-xs disabled:opacity-40';

/** A layer by its name; two layers of one name (each template's own Head, say) by their path: the
 * template that holds it, "Alien/Head", or its place when several or none do. */
const groupLabel = (groups: readonly TraitGroup[], id: number, templates: readonly TemplateSetting[]) => {
  const index = groups.findIndex((g) => g.id === id);
  const name = groups[index]?.name.trim() || `Layer ${index + 1}`;
  if (!groups.some((g) => g.id !== id && g.name.trim() === name)) return name;
  const owners = templates.filter((t) => t.layers.includes(id));
  return owners.length === 1 ? `${owners[0]!.name.trim() || 'Template'}/${name}` : `${name} (layer ${index + 1})`;
};

interface TemplateCardProps {
  template: TemplateSetting;
  index: number;
  weights: number[];
  groups: readonly TraitGroup[];
  disabled: boolean;
}

export function TemplateCard({ template, index, weights, groups, disabled }: TemplateCardProps) {
  const { updateTemplate, removeTemplate, toggleLayer, moveLayer, chooseBy, templates } = useTemplatesStore();
  const layerLabel = (id: number) => groupLabel(groups, id, templates);
  const label = template.name.trim() || `Template ${index + 1}`;
  const layers = template.layers.filter((id) => groups.some((g) => g.id === id));
  const values = groups.flatMap((g, l) =>
    g.files.map((f) => ({ id: f.id, group: g.id, text: `${g.traitValues[f.name] ?? ''} (${g.name.trim() || `Layer ${l + 1}`})` })),
  );
  return (
    <li aria-label={`Template ${label}`} className="space-y-2 rounded border border-gray-200 p-2 dark:border-gray-700">
      <div className="flex items-center gap-2">
        <input
          aria-label={`Name of template ${index + 1}`}
          className={FIELD}
          disabled={disabled}
          value={template.name}
          onChange={(e) => updateTemplate(template.id, { name: e.target.value })}
        />
        <button
          type="button"
          className="text-xs text-red-700 underline dark:text-red-400"
          disabled={disabled}
          onClick={() => removeTemplate(template.id)}
        >
          Remove
        </button>
      </div>
      {template.chosenBy === undefined ? (
        <WeightField
          label={`Weight of template ${label}`}
          weight={template.weight}
          share={shareText(template.weight, weights)}
          disabled={disabled}
          onWeight={(weight) => updateTemplate(template.id, { weight })}
        />
      ) : (
        <p className="text-xs text-gray-600 dark:text-gray-400">Its share is the weight of the value that leads to it.</p>
      )}
      <label className="block text-xs">
        Value that leads to {label}
        <LazySelect
          className={FIELD}
          disabled={disabled}
          value={template.chosenBy ?? ''}
          options={[{ value: '', text: 'None (its own weight)' }, ...values.map((v) => ({ value: v.id, text: v.text }))]}
          listed={values.length <= TEMPLATE_VALUES_LISTED_UP_TO}
          onValue={(id) => {
            const value = values.find((v) => v.id === id);
            chooseBy(template.id, value?.id ?? null, value?.group ?? null);
          }}
        />
      </label>
      <fieldset className="flex flex-wrap gap-x-3 text-xs" disabled={disabled}>
        <legend className="sr-only">Layers of {label}</legend>
        {groups.map((g) => (
          <label key={g.id} className="flex items-center gap-1">
            <input type="checkbox" checked={layers.includes(g.id)} onChange={(e) => toggleLayer(template.id, g.id, e.target.checked)} />
            {`${layerLabel(g.id)} in ${label}`}
          </label>
        ))}
      </fieldset>
      <ol aria-label={`Draw order of ${label}`} className="space-y-0.5 text-xs">
        {layers.map((id, i) => (
          <li key={id} className="flex items-center gap-1">
            <span className="flex-1">
              {i + 1}. {layerLabel(id)}
            </span>
            <button
              type="button"
              className={MOVE}
              aria-label={`Move ${layerLabel(id)} down in ${label}`}
              disabled={disabled || i === 0}
              onClick={() => moveLayer(template.id, template.layers.indexOf(id), template.layers.indexOf(layers[i - 1]!))}
            >
              ↓
            </button>
            <button
              type="button"
              className={MOVE}
              aria-label={`Move ${layerLabel(id)} up in ${label}`}
              disabled={disabled || i === layers.length - 1}
              onClick={() => moveLayer(template.id, template.layers.indexOf(id), template.layers.indexOf(layers[i + 1]!))}
            >
              ↑
            </button>
          </li>
        ))}
      </ol>
    </li>
  );
}
