// "Update image URIs": after the images are pinned, every metadata file gets its `image` pointed at
// the new base; nothing else in the file changes (keys, order, values, indentation).
import { imageUri } from './stargaze-metadata.ts';

const NUMBERED_FILE = /^\d+\.[a-z0-9]+$/i;

/** The file an `image` names when it is a numbered file (`…/7.png`); placeholders like `undefined.png` are not. */
function imageFileName(current: unknown, metadataName: string): string {
  const last = typeof current === 'string' ? (current.split(/[/\\]/).pop() ?? '') : '';
  if (NUMBERED_FILE.test(last)) return last;
  return `${metadataName.split(/[/\\]/).pop()!.split('.')[0]}.png`;
}

function indentOf(text: string): string | number {
  const match = /^[\t ]*\{\s*?\n([\t ]+)"/.exec(text);
  return match ? match[1]! : 0;
}

/** The metadata text with `image` rewritten, or an error naming the file. */
export function rewriteImageUri(name: string, text: string, base: string): { text: string } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: `${name} is not JSON` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: `${name} is not a JSON object` };
  const item = parsed as Record<string, unknown>;
  item.image = imageUri(base, imageFileName(item.image, name));
  const trailing = /\n$/.test(text) ? '\n' : '';
  return { text: JSON.stringify(item, null, indentOf(text)) + trailing };
}
