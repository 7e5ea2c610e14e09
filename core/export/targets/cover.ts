// The collection's cover image, when the artist chose one: written as given (its own bytes and type)
// where the target takes it. Stargaze Studio and OpenSea ask for it in their collection form, so it sits
// beside the set as cover.<ext>; Metaplex Sugar makes the collection NFT from assets/collection.<ext>.
import type { ImageType } from '../../../shared/image-sniff.ts';
import type { LaunchTargetId } from '../../../shared/launch-targets.ts';
import type { LayoutBytes } from './target-types.ts';
import { METAPLEX_COLLECTION, METAPLEX_DIR } from './metaplex-names.ts';

export interface CoverImage {
  /** The name the artist's file had, for messages. */
  name: string;
  type: ImageType;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  bytes: Uint8Array<ArrayBuffer>;
}

const COVER_STEM = 'cover';

/** Where the target's export writes the cover. */
export const coverPath = (target: LaunchTargetId, cover: Pick<CoverImage, 'extension'>) =>
  target === 'metaplex' ? `${METAPLEX_DIR}/${METAPLEX_COLLECTION}.${cover.extension}` : `${COVER_STEM}.${cover.extension}`;

/** The cover beside a Stargaze or ERC-721 set; nothing without one (Metaplex's layout places its own). */
export const coverBeside = (target: LaunchTargetId, cover: CoverImage | undefined): LayoutBytes[] =>
  cover && target !== 'metaplex' ? [{ path: coverPath(target, cover), bytes: cover.bytes }] : [];
