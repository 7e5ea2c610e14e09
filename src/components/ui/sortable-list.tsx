// Drag-to-reorder for any list, on @dnd-kit/sortable: mouse, touch (after a short press, so the page still
// scrolls) and keyboard (on an item's handle). Items are keyed by id; onMove gets 0-based positions in `ids`.
import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';

interface SortableListProps {
  ids: readonly UniqueIdentifier[];
  onMove(from: number, to: number): void;
  /** 'grid' for items that wrap in rows; 'vertical' (default) for a single column. */
  layout?: 'vertical' | 'grid';
  children: ReactNode;
}

// A few pixels of travel before a mouse drag starts, so clicks on buttons inside an item stay clicks.
const MOUSE_DISTANCE = 4;
const TOUCH_PRESS = { delay: 200, tolerance: 6 };

export function SortableList({ ids, onMove, layout = 'vertical', children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_PRESS }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids as UniqueIdentifier[]} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
