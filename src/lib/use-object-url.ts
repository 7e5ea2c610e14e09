import { useEffect, useState } from 'react';

/**
 * An object URL for a blob while the component shows it: made when the blob arrives, released when the
 * blob changes or the component goes away (every hand-made lifecycle used to get one of the two wrong).
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}
