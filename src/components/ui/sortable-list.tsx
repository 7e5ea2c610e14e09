// Drag-to-reorder for any list, on @dnd-kit/sortable: mouse, touch (after a short press, so the page still
// scrolls) and keyboard (on an item's handle). Items are keyed by id; onMove gets 0-based positions in `ids`.
// Screen readers hear each step by the item's name and position (dnd-kit's own wording names the ids).
import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';

interface SortableListProps {
  ids: readonly UniqueIdentifier[];
  onMove(from: number, to: number): void;
  /** What screen readers call the item `id` while it moves (its file or layer name). */
  itemName(id: UniqueIdentifier): string;
  /** Position of ids[0] in the whole list and the list's length, when `ids` is one page of it. */
  firstPosition?: number;
  total?: number;
  /** 'grid' for items that wrap in rows; 'vertical' (default) for a single column. */
  layout?: 'vertical' | 'grid';
  children: ReactNode;
}

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter on its handle, use the arrow keys to choose its new position, then press Space or Enter to drop it, or Escape to cancel.',
};

function announcements(
  ids: readonly UniqueIdentifier[],
  name: (id: UniqueIdentifier) => string,
  first: number,
  total: number,
  lastOver: { current: UniqueIdentifier | null },
): Announcements {
  const at = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + first} of ${total}`;
  return {
    onDragStart: ({ active }) => ((lastOver.current = active.id), `Picked up ${name(active.id)}, ${at(active.id)}.`),
    // Only a change of place is news: dnd-kit also reports the item over its own place as it picks it up.
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? `${name(active.id)} is over ${at(over.id)}.` : `${name(active.id)} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} was dropped at ${at(over.id)}.` : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled: ${name(active.id)} is back at ${at(active.id)}.`,
  };
}

// A few pixels of travel before a mouse drag starts, so clicks on buttons inside an item stay clicks.
// The sensors' options are made once: dnd-kit memoises its sensors and context on them, and options made
// at each render would tell every sortable item of a change.
const MOUSE_OPTIONS = { activationConstraint: { distance: 4 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 200, tolerance: 6 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The same array while the ids stay the same. SortableContext tells every sortable item of a new array,
 * so an array made anew at each render (a windowed list renders at each scroll step) re-rendered every
 * item drawn, memoised or not.
 */
function useSameIds(ids: readonly UniqueIdentifier[]): UniqueIdentifier[] {
  const last = useRef<readonly UniqueIdentifier[]>(ids);
  const same = last.current.length === ids.length && last.current.every((id, i) => id === ids[i]);
  if (!same) last.current = ids;
  return last.current as UniqueIdentifier[];
}

export function SortableList({ ids: given, onMove, itemName, firstPosition = 1, total, layout = 'vertical', children }: SortableListProps) {
  const ids = useSameIds(given);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(ids, itemName, firstPosition, total ?? ids.length, lastOver),
        screenReaderInstructions: INSTRUCTIONS,
      }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
