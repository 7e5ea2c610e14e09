// HTML5 drag and drop reordering of a list; the data type keeps file drops (uploads) out of it.
import { useRef, type DragEvent } from 'react';

export function useDragReorder(type: string, onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const carries = (e: DragEvent) => e.dataTransfer.types.includes(type);
  return (index: number) => ({
    draggable: true as const,
    onDragStart: (e: DragEvent) => {
      e.stopPropagation();
      dragged.current = index;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData(type, String(index));
    },
    onDragOver: (e: DragEvent) => {
      if (carries(e)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      if (!carries(e) || dragged.current === null) return;
      e.preventDefault();
      e.stopPropagation();
      onMove(dragged.current, index);
      dragged.current = null;
    },
  });
}
