// How edits and the edit log read: each swap names both tokens and the value each takes, so the artist
// sees every token an edit touches before it is applied.
import { NONE_VALUE } from '@core/export/metadata';
import { type LayerValues } from '@core/protocol';
import type { Swap } from '@core/protocol';
import { ABSENT } from '@core/plan/tree-types';
import type { RunEdit } from '../run/run-record';

const valueName = (layer: LayerValues, value: number) => (value < 0 ? NONE_VALUE : (layer.values[value] ?? ''));

/** "#412 gets Red, #88 gets Blue". */
export const swapText = (layers: readonly LayerValues[], s: Swap) =>
  `#${s.token} gets ${valueName(layers[s.layer]!, s.gets)}, #${s.partner} gets ${valueName(layers[s.layer]!, s.partnerGets)}`;

const swapsText = (layers: readonly LayerValues[], swaps: readonly Swap[]) => swaps.map((s) => swapText(layers, s)).join('; ');

/** "Re-roll #412 keeping Crown, seed 3f9a0c12: #412 gets Red, #88 gets Blue". */
export function rerollText(
  layers: readonly LayerValues[],
  edit: { token: number; kept: readonly string[]; seed: string; swaps: readonly Swap[] },
  tokens: readonly number[] = [edit.token],
) {
  const keeping = edit.kept.length ? ` keeping ${edit.kept.join(', ')}` : '';
  return `Re-roll ${tokens.map((t) => `#${t}`).join(', ')}${keeping}, seed ${edit.seed}: ${swapsText(layers, edit.swaps)}`;
}

/** "Re-roll look-alikes #3 and #7, #5 and #9". */
export const lookAlikeRerollTitle = (groups: readonly (readonly number[])[]) =>
  `Re-roll look-alikes ${groups.map((g) => g.map((t) => `#${t}`).join(' and ')).join(', ')}`;

/** "Background Red, Hat None": the values of a row, layer by layer (a layer of another template, which
 * the row does not have, left out). */
export const rowText = (layers: readonly LayerValues[], row: readonly number[]) =>
  layers.flatMap((layer, l) => (row[l] === ABSENT ? [] : [`${layer.name} ${valueName(layer, row[l]!)}`])).join(', ');

const textPart = (what: string, text: string | null) => (text === null ? `the collection's ${what}` : `${what} "${text}"`);

/** The edit log's line for any edit. */
export function editText(layers: readonly LayerValues[], edit: RunEdit): string {
  switch (edit.kind) {
    case 'reroll':
      return rerollText(layers, edit);
    case 'reroll-selection':
      return rerollText(layers, { ...edit, token: edit.tokens[0]! }, edit.tokens);
    case 'exclude':
      return `Exclude #${edit.token}, seed ${edit.seed}: ${swapsText(layers, edit.swaps)}`;
    case 'look-alikes':
      return `${lookAlikeRerollTitle(edit.groups)}, seed ${edit.seed}: ${swapsText(layers, edit.swaps)}`;
    case 'one-of-one':
      return `Replace #${edit.token} with the one-of-one ${edit.name}: one fewer ${rowText(layers, edit.changes[0]!.before)}`;
    case 'text':
      return `Name and description of #${edit.token}: ${textPart('name', edit.name)}, ${textPart('description', edit.description)}`;
  }
}
