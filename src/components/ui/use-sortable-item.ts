// One item of a SortableList. `itemProps` go on the item (mouse and touch drags start anywhere on it);
// `handleProps` go on an optional focusable grip: the keyboard drag (Space, arrows, Space) starts only there,
// so Enter or Space on a button inside the item keeps its own meaning.
import type { CSSProperties, KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export function useSortableItem(id: UniqueIdentifier, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 10 : undefined,
  };
  return {
    itemProps: {
      ref: setNodeRef,
      style,
      onMouseDown: listeners?.onMouseDown as MouseEventHandler | undefined,
      onTouchStart: listeners?.onTouchStart as TouchEventHandler | undefined,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined },
    isDragging,
    isOver,
  };
}
