// Where every layer image lands in the output. The output takes the first layer image's aspect ratio
// with its longest side exactly `size` px (scaled up or down; null keeps its natural size). An image of
// another size or aspect ratio is either stretched over the whole output or kept at its own size
// (scaled like the first image) and centred.
export interface Size {
  width: number;
  height: number;
}

export interface Placement extends Size {
  x: number;
  y: number;
}

export type MismatchFit = 'stretch' | 'centre';

const px = (n: number) => Math.max(1, Math.round(n));

/** The output's scale against the first image and its pixel size. */
export function outputGeometry(first: Size, size: number | null): Size & { scale: number } {
  const scale = size ? size / Math.max(first.width, first.height) : 1;
  return { scale, width: px(first.width * scale), height: px(first.height * scale) };
}

export function placeImage(image: Size, output: Size & { scale: number }, fit: MismatchFit): Placement {
  if (fit === 'stretch') return { x: 0, y: 0, width: output.width, height: output.height };
  const width = px(image.width * output.scale);
  const height = px(image.height * output.scale);
  return { width, height, x: Math.floor((output.width - width) / 2), y: Math.floor((output.height - height) / 2) };
}

export const sameSize = (a: Size, b: Size) => a.width === b.width && a.height === b.height;
