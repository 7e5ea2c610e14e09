import { HOVER_PREVIEW_MAX_PX } from '@/config/constants';
import { useObjectUrl } from '@/lib/use-object-url';

/** A preview of an image file; its object URL exists only while the preview is shown. */
export function HoverPreview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={`Preview of ${file.name}`}
      style={{ maxWidth: HOVER_PREVIEW_MAX_PX, maxHeight: HOVER_PREVIEW_MAX_PX }}
      className="pointer-events-none absolute top-full left-0 z-20 mt-1 rounded border bg-white p-1 shadow-lg dark:bg-gray-800"
    />
  );
}
