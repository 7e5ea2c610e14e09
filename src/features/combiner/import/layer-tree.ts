// A layer tree as HashLips and most generators lay it out: one folder per layer under a `layers/`
// folder; a numeric prefix on a folder ("1-Background", "02_Eyes") gives its order, folders without
// one follow in name order (the artist reorders them after); `Name#20.png` is the value "Name" with
// weight 20, `Name.png` weighs 1. A folder in a layer folder holding only numbered images
// (`Eyes/Laser#5/0001.png`, `0002.png` ... or `1.png`, `2.png` ...) is one animated value, Laser, its
// frames in number order. A .csv beside the layer folders is a weight table (weight-table.ts).
import { parseWeight } from '../parse-weight';

export interface TreeFile {
  /** Path inside what was dropped or picked, folders separated by "/". */
  path: string;
  file: File;
}

export interface TreeImage {
  /** The image; a numbered-frames value's first frame. */
  file: File;
  /** The file name the value is stored under: the image's, or a frames folder's name as a PNG's. */
  name: string;
  value: string;
  weight: number;
  /** A numbered-frames value's frames, in order. */
  frames?: File[];
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
const FRAME_NUMBER = /^(\d+)\.(png|gif|jpe?g|webp)$/i;
export const isFrame = (name: string) => FRAME_NUMBER.test(name);
const frameNumber = (name: string) => Number(FRAME_NUMBER.exec(name)![1]);

/** Drops folders every path shares (the `layers/` folder itself, or a folder around it), as long as
 * layer folders remain below them. */
export function withoutCommonRoot(paths: string[][]): string[][] {
  let rest = paths;
  const shared = () => rest.every((p) => p.length >= 2 && p[0] === rest[0]![0]) && rest.some((p) => p.length >= 3);
  while (rest.length && shared()) rest = rest.map((p) => p.slice(1));
  return rest;
}

export function imageValue(fileName: string): { value: string; weight: number } | null {
  return stemValue(fileName.replace(/\.[^.]+$/, ''));
}

/** A value and its weight from a name without its extension (a frames folder's name). */
function stemValue(stem: string): { value: string; weight: number } | null {
  const at = stem.lastIndexOf(RARITY_DELIMITER);
  if (at < 0) return { value: stem, weight: 1 };
  const weight = parseWeight(stem.slice(at + 1));
  return weight === null ? null : { value: stem.slice(0, at), weight };
}

export function layerOrder(folder: string): { order: number; name: string } {
  const match = ORDER_PREFIX.exec(folder);
  return match ? { order: Number(match[1]), name: match[2]!.trim() } : { order: Number.POSITIVE_INFINITY, name: folder };
}

/** The folders in a layer folder (`Layer/Value`) that hold numbered images and nothing else. */
export function framesFolders(paths: readonly string[][]): Set<string> {
  const folderOf = (path: readonly string[]) => path.slice(0, 2).join('/');
  const spoilt = new Set(paths.filter((p) => p.length > 3 || (p.length === 3 && !isFrame(p[2]!))).map(folderOf));
  return new Set(paths.filter((p) => p.length === 3 && !spoilt.has(folderOf(p))).map(folderOf));
}

/** A numbered-frames folder's frames, ordered by their number (`10.png` after `9.png`). */
export const framesInOrder = (frames: readonly File[]) => [...frames].sort((a, b) => frameNumber(a.name) - frameNumber(b.name));

export function readLayerTree(files: readonly TreeFile[]): LayerTree {
  const visible = files.filter((f) => !f.path.split('/').some(isHidden));
  const parts = withoutCommonRoot(visible.map((f) => f.path.split('/').filter(Boolean)));
  const folders = new Map<string, TreeImage[]>();
  const framed = framesFolders(parts);
  const frames = new Map<string, File[]>();
  const skipped: string[] = [];
  let table: File | null = null;
  const add = (layer: string, image: TreeImage) => folders.set(layer, [...(folders.get(layer) ?? []), image]);
  parts.forEach((path, i) => {
    const { file } = visible[i]!;
    const shown = visible[i]!.path;
    const folder = path.slice(0, 2).join('/');
    if (path.length === 1 && /\.csv$/i.test(path[0]!)) table ??= file;
    else if (path.length === 3 && framed.has(folder)) frames.set(folder, [...(frames.get(folder) ?? []), file]);
    else if (path.length !== 2) skipped.push(`${shown} (not directly in a layer folder)`);
    else if (!isImage(path[1]!)) skipped.push(`${shown} (not an image)`);
    else {
      const parsed = imageValue(path[1]!);
      if (!parsed) skipped.push(`${shown} (the text after # is not a weight)`);
      else add(path[0]!, { file, name: file.name, ...parsed });
    }
  });
  for (const [folder, files] of frames) {
    const [layer, name] = folder.split('/') as [string, string];
    const parsed = stemValue(name);
    const ordered = framesInOrder(files);
    if (!parsed) skipped.push(`${folder}/ (the text after # is not a weight)`);
    else add(layer, { file: ordered[0]!, name: `${name}.png`, ...parsed, frames: ordered });
  }
  const layers = [...folders]
    .map(([folder, images]) => ({ ...layerOrder(folder), folder, images: images.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => a.order - b.order || a.folder.localeCompare(b.folder))
    .map(({ name, images }) => ({ name, images }));
  return { layers, table, skipped };
}
