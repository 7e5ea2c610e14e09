import { useState } from 'react';
import { shortenName } from '../utils/numbering';
import { HoverPreview } from './hover-preview';

/** The (shortened) file name; hovering or focusing an image's name shows its preview. */
export function FileName({ file }: { file: File }) {
  const [previewing, setPreviewing] = useState(false);
  const isImage = file.type.startsWith('image/');
  const show = () => isImage && setPreviewing(true);
  const hide = () => setPreviewing(false);
  return (
    <span
      className="relative min-w-0 flex-1"
      title={file.name}
      tabIndex={isImage ? 0 : undefined}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
    >
      <span className="block truncate">{shortenName(file.name)}</span>
      {previewing && <HoverPreview file={file} />}
    </span>
  );
}
