import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { SortableList } from '@/components/ui/sortable-list';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { useLayerView } from '../stores/layer-view-store';
import { LayerImageItem } from './layer-image-item';
import { shareText } from '@core/plan/largest-remainder';
import { weightOf } from '@core/plan/from-settings';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { useWindowList } from '@/lib/use-window-list';
import { focusHeld, reachItem } from '@/lib/reach-item';
import { IMAGE_LIST_OVERSCAN, IMAGE_LIST_RENDER_ALL_UP_TO, IMAGE_ROW_PX } from '@/config/constants';

/** A layer's images, only the rows near the viewport rendered; a found image is scrolled to and its
 * trait value focused. */
export function LayerImages({ group }: { group: TraitGroup }) {
  const moveFile = useTraitGroupsStore((s) => s.moveFile);
  // This layer's weights only: a weight edit in one layer must not redraw every image of the others.
  const weights = useGeneratorSettings(
    useShallow((s) => {
      const none = s.none[String(group.id)];
      return [...group.files.map((f) => weightOf(s, f.id)), ...(none === undefined ? [] : [none])];
    }),
  );
  const files = group.files;
  const { ref, virtualizer, items, padding } = useWindowList<HTMLUListElement>({
    count: files.length,
    estimateSize: () => IMAGE_ROW_PX,
    getItemKey: (i) => files[i]!.id,
    overscan: IMAGE_LIST_OVERSCAN,
    renderAllUpTo: IMAGE_LIST_RENDER_ALL_UP_TO,
    gap: 8,
  });
  const sought = useLayerView((s) => (s.sought?.groupId === group.id ? s.sought : null));
  useEffect(() => {
    if (!sought) return;
    const index = files.findIndex((f) => f.id === sought.fileId);
    if (index < 0) return;
    // Focused once its row is rendered and the list has settled around it (rows measured after the
    // scroll may move it, or remount the card); the request is done once the field holds the focus.
    return reachItem({
      virtualizer,
      index,
      align: 'center',
      find: () => ref.current?.querySelector<HTMLInputElement>(`[data-file-id="${sought.fileId}"] input[data-trait-value]`) ?? null,
      reached: (field) => {
        if (!focusHeld(field)) return false;
        useLayerView.getState().done(sought);
        return true;
      },
    });
    // Only a new request scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sought]);
  if (!files.length) return <p className="text-sm text-gray-600 dark:text-gray-400">No images yet.</p>;
  return (
    <SortableList
      ids={files.map((file) => file.id)}
      onMove={(from, to) => moveFile(group.id, from, to)}
      itemName={(id) => files.find((file) => file.id === id)?.name ?? ''}
    >
      <ul ref={ref} className="flex flex-col gap-2" style={padding} aria-label={`Images of layer ${group.name || 'without name'}`}>
        {items.map(({ index, key }) => {
          const file = files[index]!;
          return (
            <LayerImageItem
              key={key}
              group={group}
              file={file}
              index={index}
              count={files.length}
              weight={weights[index]!}
              share={shareText(weights[index]!, weights)}
              measure={virtualizer.measureElement}
            />
          );
        })}
      </ul>
    </SortableList>
  );
}
