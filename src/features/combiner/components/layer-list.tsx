import { Button } from '@/components/ui/button';
import { SortableList } from '@/components/ui/sortable-list';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { LayerCard } from './layer-card';
import { LayerImportPanel } from '../import/layer-import-panel';
import { useRunProcessing } from '../run/finished-run';

const layerName = (groups: TraitGroup[], id: UniqueIdentifier) => {
  const index = groups.findIndex((group) => group.id === id);
  return groups[index]?.name || `layer ${index + 1}`;
};

export function LayerList() {
  const { groups, addGroup, moveGroup } = useTraitGroupsStore();
  const processing = useRunProcessing();
  return (
    <section aria-labelledby="trait-groups-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="trait-groups-heading" className="text-lg font-semibold">
          Trait groups
        </h2>
        <Button onClick={addGroup}>Add Trait Group</Button>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Layer 1 is drawn first (the bottom layer); drag the cards or use the arrows to reorder.
      </p>
      <LayerImportPanel disabled={processing} />
      <SortableList ids={groups.map((group) => group.id)} onMove={moveGroup} itemName={(id) => layerName(groups, id)}>
        <ol className="space-y-3">
          {groups.map((group, index) => (
            <LayerCard key={group.id} group={group} index={index} count={groups.length} />
          ))}
        </ol>
      </SortableList>
    </section>
  );
}
