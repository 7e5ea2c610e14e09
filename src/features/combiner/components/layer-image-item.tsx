import { memo } from 'react';
import { useTraitGroupsStore, type TraitFile, type TraitGroup } from '../stores/trait-groups-store';
import { useGeneratorSettings } from '../stores/generator-settings-store';
import { discardImages } from '../stores/discard-images';
import { ImageRow } from './image-row';
import { ValueDrawing } from './value-drawing';
import { FramesNote } from './frames-note';

interface LayerImageItemProps {
  group: TraitGroup;
  file: TraitFile;
  index: number;
  count: number;
  weight: number;
  share: string;
  measure(node: Element | null): void;
}

/** One image of a layer card, re-rendered only when what it shows changes: the virtualised list renders
 * again at each scroll step that brings a row in or out, and the rows already there stay as they are. */
export const LayerImageItem = memo(function LayerImageItem({ group, file, index, count, weight, share, measure }: LayerImageItemProps) {
  const moveFile = useTraitGroupsStore((s) => s.moveFile);
  const setTraitValue = useTraitGroupsStore((s) => s.setTraitValue);
  const removeFiles = useTraitGroupsStore((s) => s.removeFiles);
  const setWeight = useGeneratorSettings((s) => s.setWeight);
  const value = group.traitValues[file.name] ?? '';
  return (
    <ImageRow
      file={file}
      index={index}
      count={count}
      measure={measure}
      value={value}
      onValue={(next) => setTraitValue(group.id, file.name, next)}
      onMove={(to) => moveFile(group.id, index, to)}
      weight={weight}
      share={share}
      onWeight={(w) => setWeight(file.id, w)}
      onDelete={() => {
        const parts = (group.parts?.[file.id] ?? []).map((p) => p.file);
        removeFiles(new Set([file.id]));
        void discardImages([file, ...parts]);
      }}
    >
      <ValueDrawing group={group} file={file} value={value} />
      {file.animation && <FramesNote frames={file.animation.frames} />}
    </ImageRow>
  );
});
