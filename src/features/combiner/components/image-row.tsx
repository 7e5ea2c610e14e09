import { useCallback, useState, type ReactNode } from 'react';
import type { TraitFile } from '../stores/trait-groups-store';
import { usePreviewUrl } from '../stores/layer-previews';
import { HOVER_PREVIEW_MAX_PX } from '@/config/constants';
import { useSortableItem } from '@/components/ui/use-sortable-item';
import { WeightField } from './weight-field';

interface ImageRowProps {
  file: TraitFile;
  index: number;
  count: number;
  /** The virtualised list's measuring ref. */
  measure(node: Element | null): void;
  value: string;
  onValue: (value: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  weight: number;
  share: string;
  onWeight: (weight: number) => void;
  /** A second line under the row (where the value is drawn): a flex item of its own, `basis-full`. */
  children?: ReactNode;
}

/** The drag handle of a layer or an image: also focusable, for the keyboard drag (Space, arrows, Space). */
export const GRIP = 'cursor-grab rounded px-1 select-none focus-visible:outline-2 focus-visible:outline-violet-500';

const SMALL_BUTTON = 'rounded border px-2 py-1 text-xs disabled:opacity-40';

export function ImageRow({
  file,
  index,
  count,
  measure,
  value,
  onValue,
  onMove,
  onDelete,
  weight,
  share,
  onWeight,
  children,
}: ImageRowProps) {
  const { itemProps, handleProps, isDragging } = useSortableItem(file.id);
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
  const url = usePreviewUrl(file.id);
  const [previewing, setPreviewing] = useState(false);
  const show = () => setPreviewing(true);
  const hide = () => setPreviewing(false);
  return (
    <li
      {...itemProps}
      ref={ref}
      data-index={index}
      data-file-id={file.id}
      aria-posinset={index + 1}
      aria-setsize={count}
      data-testid="layer-image"
      className={`flex flex-wrap items-center gap-3 rounded border border-gray-200 p-2 dark:border-gray-700 ${isDragging ? 'bg-white shadow-lg dark:bg-gray-900' : ''}`}
    >
      <span {...handleProps} aria-label={`Reorder ${file.name}`} className={GRIP} title="Drag to reorder">
        ⋮⋮
      </span>
      <span
        className="relative"
        tabIndex={0}
        aria-label={`Preview of ${file.name}`}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        {url && <img src={url} alt={file.name} decoding="async" className="bg-checkerboard h-10 w-10 rounded object-contain" />}
        {/* Only while hovered or focused: a hidden copy in every row would be one more node per value. */}
        {url && previewing && (
          <img
            src={url}
            alt=""
            decoding="async"
            style={{ maxWidth: HOVER_PREVIEW_MAX_PX, maxHeight: HOVER_PREVIEW_MAX_PX }}
            className="bg-checkerboard pointer-events-none absolute top-0 left-12 z-10 rounded border shadow-lg"
          />
        )}
      </span>
      <span className="w-40 truncate text-sm" title={file.name}>
        {file.name}
      </span>
      <input
        aria-label={`Trait value of ${file.name}`}
        data-trait-value
        className="flex-1 rounded border border-gray-300 bg-white px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-900"
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
      <WeightField label={`Weight of ${value}`} weight={weight} share={share} onWeight={onWeight} />
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${file.name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${file.name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${SMALL_BUTTON} text-red-700 dark:text-red-400`}
        aria-label={`Delete ${file.name}`}
        onClick={onDelete}
      >
        Delete
      </button>
      {children}
    </li>
  );
}
