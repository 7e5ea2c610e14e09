// What a target's layout lists (every file an export writes, and where) and what its check reads back:
// the export's files by path, with the text of those it parses.
import type { AnimationFile } from '../../animation/animation-format.ts';

export interface LayoutImage {
  /** The token whose image this is. */
  n: number;
  path: string;
  /** A file of the token's animation (its GIF or its video), not its still. */
  animation?: AnimationFile;
}

export interface LayoutText {
  path: string;
  text: string;
}

/** A file written from bytes the artist gave (the cover image), not from the run. */
export interface LayoutBytes {
  path: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface TargetLayout {
  images: LayoutImage[];
  texts: LayoutText[];
  given: LayoutBytes[];
  /** The folders the token files go in: anything else found there is left over. */
  dirs: string[];
}

/** What the launchpad's form asks for besides the files; empty means not given. */
export interface LaunchSettings {
  externalLink: string;
  royaltyPercent: string;
  perAddressLimit: string;
  /** Metaplex's token symbol (Sugar's config.json and every token's metadata). */
  symbol: string;
  /** Metaplex's creators, "address share" per line (metaplex-creators.ts). */
  creators: string;
}

export const NO_LAUNCH_SETTINGS: LaunchSettings = { externalLink: '', royaltyPercent: '', perAddressLimit: '', symbol: '', creators: '' };

export interface ListedFile {
  /** The path inside the export, such as `json/3.json`. */
  path: string;
  text?: string;
}

export interface TargetCheck {
  images: number;
  metadata: number;
  problems: string[];
}

/** The files directly in `dir`, by name. */
export const filesIn = (files: readonly ListedFile[], dir: string) =>
  files.flatMap((file) =>
    file.path.startsWith(`${dir}/`) && !file.path.slice(dir.length + 1).includes('/')
      ? [{ name: file.path.slice(dir.length + 1), text: file.text ?? '' }]
      : [],
  );

/** The parsed JSON object of a text, or null (the order and JSON checks name such a file already). */
export function parsedObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A token's metadata file as packed for IPFS beside the images root (its name in the metadata CAR). */
export interface NamedText {
  name: string;
  text: string;
}
