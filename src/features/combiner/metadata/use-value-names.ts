// How the screens outside this folder read the renames and merges at export (value-names-store.ts).
import { useValueNames } from './value-names-store';

/** The renamed and merged values, by layer (core/metadata/value-names.ts). */
export const useValueNameMap = () => useValueNames((s) => s.names);
