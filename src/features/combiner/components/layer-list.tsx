import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SortableList } from '@/components/ui/sortable-list';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { useLayerView } from '../stores/layer-view-store';
import { useWindowList } from '@/lib/use-window-list';
import { focusHeld, reachItem } from '@/lib/reach-item';
import { IMAGE_ROW_PX, LAYER_CARD_TOP_PX, LAYER_LIST_OVERSCAN, LAYER_LIST_RENDER_ALL_UP_TO } from '@/config/constants';
import { LayerCard } from './layer-card';
import { LayerSearch } from './layer-search';
import { LayerImportPanel } from '../import/layer-import-panel';
import { useRunProcessing } from '../run/finished-run';

const layerName = (groups: TraitGroup[], id: UniqueIdentifier) => {
  const index = groups.findIndex((group) => group.id === id);
  return groups[index]?.name || `layer ${index + 1}`;
};

/** The layer stack: only the cards near the viewport are rendered (a 60-layer stack of 50 images each
 * would otherwise be tens of thousands of elements, re-rendered at each change). */
export function LayerList() {
  const groups = useTraitGroupsStore((s) => s.groups);
  const addGroup = useTraitGroupsStore((s) => s.addGroup);
  const moveGroup = useTraitGroupsStore((s) => s.moveGroup);
  const hidden = useLayerView((s) => s.hidden);
  const sought = useLayerView((s) => s.sought);
  const processing = useRunProcessing();
  const { ref, virtualizer, items, padding } = useWindowList<HTMLOListElement>({
    count: groups.length,
    estimateSize: (i) => LAYER_CARD_TOP_PX + (hidden.has(groups[i]!.id) ? 0 : groups[i]!.files.length * IMAGE_ROW_PX),
    getItemKey: (i) => groups[i]!.id,
    overscan: LAYER_LIST_OVERSCAN,
    renderAllUpTo: LAYER_LIST_RENDER_ALL_UP_TO,
    gap: 12,
  });
  // A new card comes at the end of the stack, maybe far below: it is scrolled to and its name focused.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current || !groups.length) return;
    added.current = false;
    return reachItem({
      virtualizer,
      index: groups.length - 1,
      align: 'start',
      find: () => ref.current?.querySelector<HTMLInputElement>(`input[aria-label="Name of layer ${groups.length}"]`) ?? null,
      reached: focusHeld,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups.length]);
  // A found image's card is brought near the viewport; once rendered, its image list scrolls to the image.
  useEffect(() => {
    if (!sought) return;
    const index = groups.findIndex((g) => g.id === sought.groupId);
    if (index >= 0 && !virtualizer.getVirtualItems().some((item) => item.index === index))
      virtualizer.scrollToIndex(index, { align: 'start' });
    // Only a new request scrolls: the groups changing under it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sought]);
  return (
    <section aria-labelledby="trait-groups-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="trait-groups-heading" className="text-lg font-semibold">
          Trait groups
        </h2>
        <Button
          onClick={() => {
            added.current = true;
            addGroup();
          }}
        >
          Add Trait Group
        </Button>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Layer 1 is drawn first (the bottom layer); drag the cards or use the arrows to reorder.
      </p>
      <LayerImportPanel disabled={processing} />
      <LayerSearch groups={groups} />
      <SortableList ids={groups.map((group) => group.id)} onMove={moveGroup} itemName={(id) => layerName(groups, id)}>
        <ol ref={ref} className="flex flex-col gap-3" style={padding}>
          {items.map((item) => (
            <LayerCard
              key={item.key}
              group={groups[item.index]!}
              index={item.index}
              count={groups.length}
              measure={virtualizer.measureElement}
            />
          ))}
        </ol>
      </SortableList>
    </section>
  );
}
