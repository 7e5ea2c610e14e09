// The metadata Stargaze Studio and the marketplaces read (OpenSea standard): one `{trait_type, value}`
// per layer, and `image` only when a base URI is known (Studio fills it itself on upload).
import { layerTraits, type CollectionInfo, type LayerValues } from './metadata.ts';
import { oneOfOneOf, type OneOfOneItem } from './one-of-ones.ts';
import { animationName, animationPath } from './export-layout.ts';
import type { AnimationFile } from '../animation/animation-format.ts';
import { templatedDescription, templatedName } from '../metadata/template-render.ts';

export interface ExportAttribute {
  trait_type: string;
  value: string | number;
}

export interface ExportMetadata {
  name: string;
  description: string;
  image?: string;
  /** An animated collection's video, else its GIF: beside the image under the base URI, else its path in the export. */
  animation_url?: string;
  attributes: ExportAttribute[];
}

/** `ipfs://<cid>` for a bare CID, the URI itself otherwise, without a trailing slash. */
export function normalizeBaseUri(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (!trimmed) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `ipfs://${trimmed}`;
}

export const imageUri = (base: string, fileName: string) => `${normalizeBaseUri(base)}/${fileName}`;

export function exportMetadata(
  collection: CollectionInfo,
  n: number,
  layers: readonly LayerValues[],
  digits: readonly number[],
  baseUri = '',
  oneOfOnes?: readonly OneOfOneItem[],
  rank?: number,
  /** The animation file `animation_url` names; absent for a still collection. */
  animationFile?: AnimationFile,
): ExportMetadata {
  const special = oneOfOneOf(layers.length, digits, oneOfOnes);
  // A one-of-one has its own name and attributes; the description template is written with them.
  const traits = special ? special.attributes.map((a) => [a.trait_type, a.value] as const) : layerTraits(layers, digits);
  const attributes = traits.map(([trait_type, value]) => ({ trait_type, value }));
  const token = { collection, n, traits, ...(rank !== undefined && { rank }) };
  // A token's own texts (the token table's edits) win over the one-of-one's name and the templates.
  const own = collection.tokenTexts?.[n];
  const head = {
    name: own?.name ?? (special ? special.name : templatedName(token)),
    description: own?.description ?? templatedDescription(token),
  };
  const based = Boolean(normalizeBaseUri(baseUri));
  const animation = animationFile && {
    animation_url: based ? imageUri(baseUri, animationName(n, animationFile)) : animationPath(n, animationFile),
  };
  return based ? { ...head, image: imageUri(baseUri, `${n}.png`), ...animation, attributes } : { ...head, ...animation, attributes };
}
