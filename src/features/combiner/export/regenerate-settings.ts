// What traitforge.json holds besides the rows: the generator settings of the run (size, order, seed,
// weights, None entries, rules, one-of-ones), how each layer and value is drawn (named-drawing.ts) and
// the output options, with every layer and value named in order. The stored settings speak of image and group ids, which mean nothing outside this browser,
// so each id is written as the layer, value and image file it stood for.
import type { FinishedRun } from '../run/finished-run';
import type { RunEdit } from '../run/run-record';
import type { TraitGroup } from '../stores/trait-groups-store';
import type { MismatchFit, TemplatesSetting } from '@core/protocol';
import { NONE } from '@core/plan/types';
import { typedNumber } from '../metadata/typed-layers';
import { namedLook, namedValueDrawing } from './named-drawing';

export interface OutputOptions {
  outputSize: number | 'original';
  pixelArt: boolean;
  mismatchFit: MismatchFit;
  optimisePng: boolean;
}

interface NamedValue {
  value: string;
  /** The image file this value was drawn from. */
  image: string | null;
  weight: number;
  drawnAt?: { layer: string; side: 'under' | 'over' };
  parts?: Array<{ image: string; at: { layer: string; side: 'under' | 'over' } }>;
}

interface NamedLayer {
  name: string;
  values: NamedValue[];
  /** Weight of "None"; null when the layer is never left out. */
  none: number | null;
  /** Absent for a layer no longer among the groups (and for Type, which is not drawn). */
  blend?: string;
  opacity?: number;
}

const DEFAULT_WEIGHT = 1;

/** The run's templates with their layers by name and the value that chooses each (by its trait and image). */
function namedTemplates(setting: TemplatesSetting, groups: readonly TraitGroup[], refs: ReadonlyMap<string, unknown>) {
  return {
    typeTrait: setting.typeTrait,
    list: setting.templates.map((t) => ({
      name: t.name,
      weight: t.weight,
      layers: t.layers.flatMap((id) => groups.filter((g) => g.id === id).map((g) => g.name)),
      chosenBy: (t.chosenBy && refs.get(t.chosenBy)) ?? null,
    })),
  };
}

/** An edit as the log says it (the rows below are the edited ones): each re-roll or exclusion with its
 * locks, seed and swaps, each one-of-one put in by its name; what replays it (curation/replay-edits.ts). */
function loggedEdit(edit: RunEdit): Record<string, unknown> {
  if (edit.kind === 'one-of-one') return { kind: edit.kind, token: edit.token, name: edit.name };
  const { changes: _changes, ...logged } = edit;
  return logged;
}

/** The run's layers by name (values, weights, None, drawing), and each image id as the trait it stood for. */
function nameLayers(run: FinishedRun, groups: readonly TraitGroup[]) {
  const settings = run.plan?.settings;
  const fileIds = run.resume?.fileIds ?? [];
  const groupOf = (layer: number) => groups.find((g) => g.files.some((f) => f.id === fileIds[layer]?.[0]));
  const refs = new Map<string, { trait_type: string; value: string; image: string | null }>();
  const layers: NamedLayer[] = run.layers.map((layer, i) => {
    const group = groupOf(i);
    const values = layer.values.map((value, v) => {
      const id = fileIds[i]?.[v];
      const image = group?.files.find((f) => f.id === id)?.name ?? null;
      if (id) refs.set(id, { trait_type: layer.name, value, image });
      const weight = (id === undefined ? undefined : settings?.weights[id]) ?? DEFAULT_WEIGHT;
      const number = group && typedNumber(group, value);
      return {
        value,
        image,
        weight,
        ...(typeof number === 'number' && { number }),
        ...(group && id !== undefined && namedValueDrawing(group, id, groups)),
      };
    });
    // A group removed since the run leaves its None weight unknown: the default stands in for it (a
    // one-of-one's row, which leaves every layer out, says nothing about None).
    const hasNone = run.digits.some((row) => row[i] === NONE && !((row[run.layers.length] ?? -1) >= 0));
    const none = group && settings ? (settings.none[String(group.id)] ?? null) : hasNone ? DEFAULT_WEIGHT : null;
    const type = group?.traitType && { traitType: group.traitType };
    return { name: layer.name, ...type, values, none, ...(group && namedLook(group)) };
  });
  return { layers, refs };
}

/** The run's layers as traitforge.json names them (what a file read back is compared with). */
export const namedRunLayers = (run: FinishedRun, groups: readonly TraitGroup[]) => nameLayers(run, groups).layers;

export function regenerateSettings(run: FinishedRun, groups: readonly TraitGroup[], output: OutputOptions): Record<string, unknown> {
  const settings = run.plan?.settings;
  const { layers, refs } = nameLayers(run, groups);
  return {
    layers,
    generator: settings
      ? {
          size: settings.size,
          seed: settings.seed,
          order: settings.order,
          rules: settings.rules.flatMap((r) => {
            const a = refs.get(r.a);
            const b = refs.get(r.b);
            const or = r.or?.map((id) => refs.get(id));
            if (!a || !b || or?.some((ref) => !ref)) return [];
            return [{ kind: r.kind, a, b, ...(or && { or }) }];
          }),
          oneOfOnes: settings.oneOfOnes.map((o) => ({ name: o.name, attributes: o.attributes })),
        }
      : null,
    ...(run.plan?.templates && { templates: namedTemplates(run.plan.templates, groups, refs) }),
    output: { size: output.outputSize, pixelArt: output.pixelArt, mismatchFit: output.mismatchFit, optimisePng: output.optimisePng },
    edits: (run.edits ?? []).map(loggedEdit),
  };
}
