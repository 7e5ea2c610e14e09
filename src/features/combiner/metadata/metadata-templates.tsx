// "Token names and descriptions": the name and description templates (kept across reloads), their
// problems named as typed, and a chosen token of the run shown as the export would write it.
import { useMemo, useState } from 'react';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { DEFAULT_NAME_TEMPLATE, usesRank } from '@core/metadata/template-render';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useFinishedRun } from '../run/finished-run';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { previewRanks, templatePreview } from './template-preview';
import { metadataCollection } from './metadata-collection';
import { exportLayers } from './typed-layers';
import { ValueNamesPanel } from './value-names-panel';
import { useValueNames } from './value-names-store';

const HINT =
  'Placeholders: {collection}, {n}, {rank}, {description}, {trait:Layer}; {trait:Layer?text} writes text only when the token has that layer.';

export function MetadataTemplates() {
  const run = useFinishedRun();
  const nameTemplate = useCombinerSettings((s) => s.nameTemplate);
  const descriptionTemplate = useCombinerSettings((s) => s.descriptionTemplate);
  const update = useCombinerSettings((s) => s.update);
  // Read so that the preview follows the collection fields and the layers (trait types, names) too.
  const name = useCombinerSettings((s) => s.name);
  const description = useCombinerSettings((s) => s.description);
  const method = useCombinerSettings((s) => s.rarityMethod);
  const groups = useTraitGroupsStore((s) => s.groups);
  const valueNames = useValueNames((s) => s.names);
  const [token, setToken] = useState('1');
  const collection = useMemo(
    () => metadataCollection(),
    // The collection fields and the templates, read from the store they come from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, description, nameTemplate, descriptionTemplate],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const layers = useMemo(() => (run ? exportLayers(run.layers, groups) : []), [run, groups, valueNames]);
  // The set's ranks once per run, layers and method, not at each keystroke; only when a template writes {rank}.
  const wantsRank = usesRank(collection);
  const ranks = useMemo(() => (run && wantsRank ? previewRanks(run, layers, method) : undefined), [run, layers, method, wantsRank]);
  if (!run) return null;
  const n = Number(token);
  const valid = Number.isInteger(n) && n >= 1 && n <= run.count;
  const preview = templatePreview(run, valid ? n : 1, collection, layers, ranks);
  return (
    <>
      <ValueNamesPanel run={run} />
      <fieldset className="space-y-2 rounded border border-gray-200 p-3 dark:border-gray-700">
        <legend className="px-1 text-sm font-semibold">Token names and descriptions</legend>
        <TextField
          label="Name template"
          size="compact"
          placeholder={DEFAULT_NAME_TEMPLATE}
          value={nameTemplate}
          onChange={(e) => update({ nameTemplate: e.target.value })}
        />
        <TextAreaField
          label="Description template"
          size="compact"
          hint={HINT}
          placeholder="Empty: the collection's description"
          rows={2}
          value={descriptionTemplate}
          onChange={(e) => update({ descriptionTemplate: e.target.value })}
        />
        {preview.problems.length > 0 && (
          <ul aria-label="Template problems" className="text-sm text-red-700 dark:text-red-400">
            {preview.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <TextField
          label="Preview token"
          size="compact"
          type="number"
          min={1}
          max={run.count}
          boxClassName="w-40"
          error={valid ? null : `A token from 1 to ${run.count}`}
          value={token}
          onChange={(e) => setToken(e.target.value)}
        />
        {valid && (
          <div className="space-y-1 text-sm">
            <p>
              <span className="font-semibold">Name: </span>
              <output aria-label="Previewed name">{preview.name}</output>
            </p>
            <p>
              <span className="font-semibold">Description: </span>
              <output aria-label="Previewed description">{preview.description}</output>
            </p>
          </div>
        )}
      </fieldset>
    </>
  );
}
