// A run's layers with the trait types set on the layer cards now: the type changes only what the
// metadata says, not the images or rarity, so it applies to a finished run without generating again.
import type { LayerValues } from '@core/protocol';
import type { TraitGroup } from '../stores/trait-groups-store';
import { valueNumber } from '@core/metadata/typed-values';
import { renamedLayers } from '@core/metadata/value-names';
import { useValueNames } from './value-names-store';

/** The layers with their types, then renamed and merged as the export writes them (value-names-store.ts). */
export const exportLayers = (layers: readonly LayerValues[], groups: readonly TraitGroup[]) =>
  renamedLayers(typedLayers(layers, groups), useValueNames.getState().names);

export function typedLayers(layers: readonly LayerValues[], groups: readonly TraitGroup[]): LayerValues[] {
  return layers.map((layer) => {
    const group = groups.find((g) => g.name === layer.name && g.traitType);
    if (!group?.traitType) return layer;
    const numbers = Object.fromEntries(Object.entries(group.traitNumbers ?? {}).filter(([value]) => layer.values.includes(value)));
    return { ...layer, traitType: group.traitType, ...(Object.keys(numbers).length > 0 && { numbers }) };
  });
}

/** The number a value of a typed layer carries (traitforge.json writes it beside the value); null: none. */
export const typedNumber = (group: TraitGroup, value: string) =>
  valueNumber({ name: group.name, traitType: group.traitType, numbers: group.traitNumbers }, value);
