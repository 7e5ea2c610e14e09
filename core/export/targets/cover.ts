// The collection's cover image, when the artist chose one: written as given (its own bytes and type)
// where the target takes it (each target's coverPath). Stargaze Studio and OpenSea ask for it in their
// collection form, so it sits beside the set as cover.<ext>; Metaplex Sugar makes the collection NFT
// from assets/collection.<ext>.
import type { ImageType } from '../../../shared/image-sniff.ts';
import type { LayoutBytes } from './target-types.ts';

export interface CoverImage {
  /** The name the artist's file had, for messages. */
  name: string;
  type: ImageType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  bytes: Uint8Array<ArrayBuffer>;
}

/** Beside the set, for the launchpad's collection form. */
export const coverBesidePath = (cover: Pick<CoverImage, 'extension'>) => `cover.${cover.extension}`;

/** The cover beside the set; nothing without one. */
export const coverBeside = (cover: CoverImage | undefined): LayoutBytes[] =>
  cover ? [{ path: coverBesidePath(cover), bytes: cover.bytes }] : [];
