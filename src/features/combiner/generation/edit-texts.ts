// How re-rolls and the edit log read: each swap names both tokens and the value each takes, so the
// artist sees every token an edit touches before it is applied.
import { NONE_VALUE, type LayerValues } from '../../../engine/engine';
import type { Swap } from '../../../../workers/protocol';

const valueName = (layer: LayerValues, value: number) => (value < 0 ? NONE_VALUE : (layer.values[value] ?? ''));

/** "#412 gets Red, #88 gets Blue". */
export const swapText = (layers: readonly LayerValues[], s: Swap) =>
  `#${s.token} gets ${valueName(layers[s.layer]!, s.gets)}, #${s.partner} gets ${valueName(layers[s.layer]!, s.partnerGets)}`;

/** "Re-roll #412 keeping Crown, seed 3f9a0c12: #412 gets Red, #88 gets Blue". */
export function rerollText(
  layers: readonly LayerValues[],
  edit: { token: number; kept: readonly string[]; seed: string; swaps: readonly Swap[] },
) {
  const keeping = edit.kept.length ? ` keeping ${edit.kept.join(', ')}` : '';
  return `Re-roll #${edit.token}${keeping}, seed ${edit.seed}: ${edit.swaps.map((s) => swapText(layers, s)).join('; ')}`;
}
