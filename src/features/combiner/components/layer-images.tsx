import { useShallow } from 'zustand/react/shallow';
import { SortableList } from '@/components/ui/sortable-list';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { discardImages } from '../stores/discard-images';
import { ImageRow } from './image-row';
import { ValueDrawing } from './value-drawing';
import { shareText } from '@core/plan/largest-remainder';
import { weightOf } from '@core/plan/from-settings';
import { useGeneratorSettings } from '../stores/generator-settings-store';

export function LayerImages({ group }: { group: TraitGroup }) {
  const { moveFile, setTraitValue, removeFiles } = useTraitGroupsStore();
  // This layer's weights only: a weight edit in one layer must not redraw every image of the others.
  const weights = useGeneratorSettings(
    useShallow((s) => {
      const none = s.none[String(group.id)];
      return [...group.files.map((f) => weightOf(s, f.id)), ...(none === undefined ? [] : [none])];
    }),
  );
  const setWeight = useGeneratorSettings((s) => s.setWeight);
  if (!group.files.length) return <p className="text-sm text-gray-600 dark:text-gray-400">No images yet.</p>;
  return (
    <SortableList
      ids={group.files.map((file) => file.id)}
      onMove={(from, to) => moveFile(group.id, from, to)}
      itemName={(id) => group.files.find((file) => file.id === id)?.name ?? ''}
    >
      <ul className="space-y-2" aria-label={`Images of layer ${group.name || 'without name'}`}>
        {group.files.map((file, index) => (
          <ImageRow
            key={file.id}
            file={file}
            index={index}
            count={group.files.length}
            value={group.traitValues[file.name] ?? ''}
            onValue={(value) => setTraitValue(group.id, file.name, value)}
            onMove={(to) => moveFile(group.id, index, to)}
            weight={weights[index]!}
            share={shareText(weights[index]!, weights)}
            onWeight={(w) => setWeight(file.id, w)}
            onDelete={() => {
              const parts = (group.parts?.[file.id] ?? []).map((p) => p.file);
              removeFiles(new Set([file.id]));
              void discardImages([file, ...parts]);
            }}
          >
            <ValueDrawing group={group} file={file} value={group.traitValues[file.name] ?? ''} />
          </ImageRow>
        ))}
      </ul>
    </SortableList>
  );
}
