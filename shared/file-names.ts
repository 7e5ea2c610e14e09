// Upload names become storage keys and URL segments, so anything that could walk a path is refused
// outright (in any spelling: '..', slashes, backslashes, percent-encoded forms, NUL, leading dots) and
// the rest is reduced to a plain name whose extension matches the sniffed bytes. A name too long to
// keep whole is refused rather than cut, so the stored name is always the one the user chose.
import type { SniffedImage } from './image-sniff.ts';

/** The longest file name kept, in characters (after Unicode normalisation), extension included. */
export const MAX_FILE_NAME_LENGTH = 150;
const SAME_TYPE: Record<SniffedImage['extension'], string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
};

/** Decodes percent-encoding repeatedly, so '%252e%252e' is judged as '..'. */
function fullyDecoded(name: string): string {
  let current = name;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** True when the name tries to leave its folder or hide itself. */
export function isPathTrick(name: string): boolean {
  return [name, fullyDecoded(name)].some(
    (n) => n.includes('..') || /[/\\\0]/.test(n) || n.startsWith('.') || /[\u2215\u2044\uff0f\uff3c]/.test(n) || n.trim() === '',
  );
}

/** Why a sent name cannot be stored (a path trick or too long), in the words of the upload's result; null when it can. */
export function fileNameRefusal(name: string): string | null {
  if (isPathTrick(name)) return `invalid file name: ${JSON.stringify(name.slice(0, 100))}`;
  const length = [...name.normalize('NFKC')].length;
  if (length > MAX_FILE_NAME_LENGTH)
    return `file name too long: ${length} characters, at most ${MAX_FILE_NAME_LENGTH}; shorten it and upload it again`;
  return null;
}

/**
 * A name of [A-Za-z0-9._-] that starts with a letter or digit and ends in the sniffed extension; null
 * for a name fileNameRefusal refuses.
 */
export function safeFileName(original: string, image: Pick<SniffedImage, 'extension'>): string | null {
  if (fileNameRefusal(original)) return null;
  const normalized = original.normalize('NFKC');
  const dot = normalized.lastIndexOf('.');
  const ext = dot > 0 ? normalized.slice(dot + 1).toLowerCase() : '';
  const rawStem = dot > 0 ? normalized.slice(0, dot) : normalized;
  const stem = rawStem
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '')
    .replace(/[.]+$/, '');
  const extension = SAME_TYPE[image.extension].includes(ext) ? ext : image.extension;
  return `${stem || 'file'}.${extension}`;
}

/** The name itself when free, else 'stem-2.ext', 'stem-3.ext', ...; records the choice in `taken`. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  for (let n = 2; taken.has(candidate); n++) candidate = `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
  taken.add(candidate);
  return candidate;
}
