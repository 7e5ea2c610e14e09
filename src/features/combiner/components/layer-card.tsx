import { memo, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dropzone } from '@/components/ui/dropzone';
import { useSortableItem } from '@/components/ui/use-sortable-item';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { discardImages } from '../stores/discard-images';
import { uploadLayerImages } from '../import/upload-layers';
import { layerDropFiles } from '../import/layer-drop';
import { droppedTree, pickedTree } from '../import/read-dropped-tree';
import type { TreeFile } from '../import/layer-tree';
import { LayerFolderInput } from './layer-folder-input';
import { GRIP } from './image-row';
import { LayerImages } from './layer-images';
import { NoneControl } from './none-control';
import { LayerDrawingControls } from './layer-drawing-controls';
import { DrawnHere } from './drawn-here';
import { partFiles } from '../stores/value-parts';
import { useLayerView } from '../stores/layer-view-store';
import { TraitTypeSelect } from '../metadata/trait-type-select';

interface LayerCardProps {
  group: TraitGroup;
  index: number;
  count: number;
  /** The virtualised list's measuring ref: a card's height changes with its images. */
  measure(node: Element | null): void;
}

/** A card re-renders only when its own layer changes: another layer's upload must not redraw it. */
export const LayerCard = memo(function LayerCard({ group, index, count, measure }: LayerCardProps) {
  const { itemProps, handleProps, isDragging } = useSortableItem(group.id);
  // One callback for the item's life: a new one at each render would make React detach and attach it,
  // and the list measure the item (a forced layout) at every render.
  const setNode = itemProps.ref;
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNode(node);
      measure(node);
    },
    [setNode, measure],
  );
  const renameGroup = useTraitGroupsStore((s) => s.renameGroup);
  const moveGroup = useTraitGroupsStore((s) => s.moveGroup);
  const removeGroup = useTraitGroupsStore((s) => s.removeGroup);
  const [confirming, setConfirming] = useState(false);
  // Kept outside the card, which unmounts when scrolled away.
  const shown = useLayerView((s) => !s.hidden.has(group.id));
  const upload = useLayerView((s) => s.uploads[group.id]);
  const setShown = useLayerView((s) => s.setShown);
  const setUpload = useLayerView((s) => s.setUpload);
  const number = index + 1;
  const label = group.name.trim() || `layer ${number}`;
  /** Files and folders, a folder of numbered frames as one animated value. */
  const onTree = async (tree: TreeFile[]) => {
    if (!tree.length) return;
    const { files, refused } = await layerDropFiles(tree);
    await uploadLayerImages(group.id, files, (done, total) => setUpload(group.id, { done, total }), refused);
    setUpload(group.id, null);
  };
  return (
    <li
      {...itemProps}
      ref={ref}
      data-index={index}
      aria-posinset={number}
      aria-setsize={count}
      data-testid="layer-card"
      aria-label={`Layer ${number}`}
      className={`rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900 ${isDragging ? 'shadow-lg' : 'shadow-sm'}`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span {...handleProps} aria-label={`Reorder layer ${number}`} className={GRIP} title="Drag to reorder">
          ⋮⋮
        </span>
        <h3 className="font-semibold">Layer {number}</h3>
        <input
          aria-label={`Name of layer ${number}`}
          placeholder="Trait group name (e.g., Background)"
          className="min-w-48 flex-1 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
          value={group.name}
          onChange={(e) => renameGroup(group.id, e.target.value)}
        />
        <Button
          variant="secondary"
          aria-label={`Move layer ${number} up`}
          disabled={index === 0}
          onClick={() => moveGroup(index, index - 1)}
        >
          ↑
        </Button>
        <Button
          variant="secondary"
          aria-label={`Move layer ${number} down`}
          disabled={index === count - 1}
          onClick={() => moveGroup(index, index + 1)}
        >
          ↓
        </Button>
        <Button variant="danger" aria-label={`Delete layer ${number}`} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <Dropzone
        accept="image/*"
        buttonLabel={`Browse images for layer ${number}`}
        disabled={!!upload}
        onFiles={(files) => void onTree(pickedTree(files))}
        onDropTransfer={(transfer) => {
          // Files dragged from elsewhere than a folder may come without entries: then as files.
          const files = pickedTree([...transfer.files]);
          void droppedTree(transfer.items).then((tree) => onTree(tree.length ? tree : files));
        }}
        actions={<LayerFolderInput number={number} disabled={!!upload} onFiles={(files) => void onTree(pickedTree(files))} />}
      >
        <p className="text-sm">Drop images here or browse. Images only, PNG/GIF recommended.</p>
        {upload && (
          <p className="mt-1 text-sm" role="status">
            Uploading... {upload.done} / {upload.total}
          </p>
        )}
      </Dropzone>
      <div className="mt-3">
        <NoneControl group={group} label={label} />
        <TraitTypeSelect group={group} label={label} />
        <LayerDrawingControls group={group} label={label} />
        <DrawnHere group={group} label={label} />
        <Button variant="ghost" aria-expanded={shown} onClick={() => setShown(group.id, !shown)}>
          {shown ? 'Hide' : 'Show'} images ({group.files.length})
        </Button>
        {shown && <LayerImages group={group} />}
      </div>
      <ConfirmDialog
        open={confirming}
        message={`Delete layer ${number}${group.name ? ` (${group.name})` : ''} and its ${group.files.length} images?`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          removeGroup(group.id);
          void discardImages([...group.files, ...partFiles(group)]);
        }}
      />
    </li>
  );
});
