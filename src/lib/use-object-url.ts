import { useEffect, useState } from 'react';
import { OBJECT_URL_GRACE_MS } from '@/config/constants';

/**
 * An object URL for a blob while the component shows it: made when the blob arrives, released when the
 * blob changes or the component goes away (every hand-made lifecycle used to get one of the two wrong),
 * after a grace period for an image still loading from it.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => void setTimeout(() => URL.revokeObjectURL(made), OBJECT_URL_GRACE_MS);
  }, [blob]);
  return url;
}

/**
 * An object URL for a blob that has to be fetched first (from IndexedDB or the origin-private file
 * system): `load` runs again when it changes (wrap it in useCallback), and a late answer for an
 * earlier `load`, or after the component has gone, is dropped.
 */
export function useLoadedObjectUrl(load: () => Promise<Blob | null | undefined>): string | null {
  const [loaded, setLoaded] = useState<{ load: typeof load; blob: Blob | null } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (blob) => live && setLoaded({ load, blob: blob ?? null }),
      () => live && setLoaded({ load, blob: null }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return useObjectUrl(loaded?.load === load ? loaded.blob : null);
}
