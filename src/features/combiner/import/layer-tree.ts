// A layer tree as HashLips and most generators lay it out: one folder per layer under a `layers/`
// folder; a numeric prefix on a folder ("1-Background", "02_Eyes") gives its order, folders without
// one follow in name order (the artist reorders them after); `Name#20.png` is the value "Name" with
// weight 20, `Name.png` weighs 1. A .csv beside the layer folders is a weight table (weight-table.ts).
import { parseWeight } from '../parse-weight';

export interface TreeFile {
  /** Path inside what was dropped or picked, folders separated by "/". */
  path: string;
  file: File;
}

export interface TreeImage {
  file: File;
  value: string;
  weight: number;
}

export interface TreeLayer {
  name: string;
  images: TreeImage[];
}

export interface LayerTree {
  layers: TreeLayer[];
  /** The weight table found beside the layer folders, if any. */
  table: File | null;
  /** Files left out, each with why. */
  skipped: string[];
}

const RARITY_DELIMITER = '#';
const ORDER_PREFIX = /^(\d+)[\s._-]*(.+)$/;
export const isHidden = (name: string) => name.startsWith('.') || name === 'Thumbs.db';
const isImage = (name: string) => /\.(png|gif|jpe?g|webp)$/i.test(name);

/** Drops folders every path shares (the `layers/` folder itself, or a folder around it), as long as
 * layer folders remain below them. */
export function withoutCommonRoot(paths: string[][]): string[][] {
  let rest = paths;
  const shared = () => rest.every((p) => p.length >= 2 && p[0] === rest[0]![0]) && rest.some((p) => p.length >= 3);
  while (rest.length && shared()) rest = rest.map((p) => p.slice(1));
  return rest;
}

export function imageValue(fileName: string): { value: string; weight: number } | null {
  const stem = fileName.replace(/\.[^.]+$/, '');
  const at = stem.lastIndexOf(RARITY_DELIMITER);
  if (at < 0) return { value: stem, weight: 1 };
  const weight = parseWeight(stem.slice(at + 1));
  return weight === null ? null : { value: stem.slice(0, at), weight };
}

export function layerOrder(folder: string): { order: number; name: string } {
  const match = ORDER_PREFIX.exec(folder);
  return match ? { order: Number(match[1]), name: match[2]!.trim() } : { order: Number.POSITIVE_INFINITY, name: folder };
}

export function readLayerTree(files: readonly TreeFile[]): LayerTree {
  const visible = files.filter((f) => !f.path.split('/').some(isHidden));
  const parts = withoutCommonRoot(visible.map((f) => f.path.split('/').filter(Boolean)));
  const folders = new Map<string, TreeImage[]>();
  const skipped: string[] = [];
  let table: File | null = null;
  parts.forEach((path, i) => {
    const { file } = visible[i]!;
    const shown = visible[i]!.path;
    if (path.length === 1 && /\.csv$/i.test(path[0]!)) table ??= file;
    else if (path.length !== 2) skipped.push(`${shown} (not directly in a layer folder)`);
    else if (!isImage(path[1]!)) skipped.push(`${shown} (not an image)`);
    else {
      const parsed = imageValue(path[1]!);
      if (!parsed) skipped.push(`${shown} (the text after # is not a weight)`);
      else folders.set(path[0]!, [...(folders.get(path[0]!) ?? []), { file, ...parsed }]);
    }
  });
  const layers = [...folders]
    .map(([folder, images]) => ({ ...layerOrder(folder), folder, images: images.sort((a, b) => a.file.name.localeCompare(b.file.name)) }))
    .sort((a, b) => a.order - b.order || a.folder.localeCompare(b.folder))
    .map(({ name, images }) => ({ name, images }));
  return { layers, table, skipped };
}
