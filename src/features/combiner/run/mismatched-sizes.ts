// Layer images whose size differs from the first layer image's, which sets the output's aspect ratio.
import type { OneOfOneSetting } from '@core/protocol';
import type { TraitGroup } from '../stores/trait-groups-store';
import { partFiles } from '../stores/value-parts';

export interface Mismatch {
  layer: string;
  file: string;
  width: number;
  height: number;
}

export interface SizeCheck {
  /** The first layer's first image, when its size is known. */
  reference: { width: number; height: number } | null;
  mismatches: Mismatch[];
}

/** The values' parts and the one-of-ones' images are checked too: they are drawn with the layers' size rules. */
export function checkSizes(groups: readonly TraitGroup[], oneOfOnes: readonly OneOfOneSetting[] = []): SizeCheck {
  const files = [
    ...groups.filter((g) => g.files.length > 0).flatMap((g) => g.files.map((f) => ({ layer: g.name, file: f }))),
    ...groups.flatMap((g) => partFiles(g).map((f) => ({ layer: `${g.name} (part)`, file: f }))),
    ...oneOfOnes.map((o) => ({ layer: 'One-of-one', file: { name: o.name, width: o.width, height: o.height } })),
  ];
  const first = files[0]?.file;
  if (!first?.width || !first.height) return { reference: null, mismatches: [] };
  const reference = { width: first.width, height: first.height };
  const mismatches = files
    .filter(({ file }) => file.width && file.height && (file.width !== reference.width || file.height !== reference.height))
    .map(({ layer, file }) => ({ layer, file: file.name, width: file.width!, height: file.height! }));
  return { reference, mismatches };
}
