import { useEffect, useState } from 'react';
import { HOVER_PREVIEW_MAX_PX } from '../../../config/constants';

/** A preview of an image file; its object URL exists only while the preview is shown. */
export function HoverPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
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
