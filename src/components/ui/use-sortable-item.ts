// One item of a SortableList. `itemProps` go on the item (mouse and touch drags start anywhere on it but in
// its fields, so typing and selecting text there keep working); `handleProps` go on an optional focusable
// grip: the keyboard drag (Space, arrows, Space) starts only there, so Enter or Space on a button inside the
// item keeps its own meaning.
import type { CSSProperties, KeyboardEventHandler, MouseEventHandler, SyntheticEvent, TouchEventHandler } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

const FIELDS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Whether the event starts in a field of the item it is handled on. */
function inField(event: SyntheticEvent): boolean {
  const field = event.target instanceof Element ? event.target.closest(FIELDS) : null;
  return field !== null && event.currentTarget.contains(field);
}

function outsideFields<E extends SyntheticEvent>(handler: ((event: E) => void) | undefined) {
  return (
    handler &&
    ((event: E) => {
      if (!inField(event)) handler(event);
    })
  );
}

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
      onMouseDown: outsideFields(listeners?.onMouseDown as MouseEventHandler | undefined),
      onTouchStart: outsideFields(listeners?.onTouchStart as TouchEventHandler | undefined),
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, onKeyDown: listeners?.onKeyDown as KeyboardEventHandler | undefined },
    isDragging,
    isOver,
  };
}
