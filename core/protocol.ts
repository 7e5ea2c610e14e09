// The thread contract between the SPA (src/engine) and the image-engine workers. Types only.
import type { CollectionInfo, LayerValues } from './export/metadata.ts';
import type { MismatchFit } from './compose/output-geometry.ts';
import type { OneOfOneItem } from './export/one-of-ones.ts';
import type { RarityMethod, RarityRanks } from './rarity/rarity-score.ts';
import type { Reroll, RerollRequest } from './plan/reroll.ts';
import type { SelectionRequest } from './plan/reroll-selection.ts';
import type { LookAlikeReroll, LookAlikeRequest } from './plan/look-alike-reroll.ts';
import type { MetadataFormat } from './export/token-metadata.ts';
import type { ResultLocation, StoredImage } from './stored-image.ts';
import type { AnimationFormat } from './animation/animation-format.ts';

export type { CollectionInfo, LayerValues, TokenText } from './export/metadata.ts';
export type { MismatchFit } from './compose/output-geometry.ts';
export type { OneOfOneItem } from './export/one-of-ones.ts';
export type { Rarity, RarityMethod, RarityRanks } from './rarity/rarity-score.ts';
export type { Reroll, RerollRequest, RowChange, Swap } from './plan/reroll.ts';
export type { SelectionRequest } from './plan/reroll-selection.ts';
export type { AlikeClass, Crowded, LookAlikeReroll, LookAlikeRequest } from './plan/look-alike-reroll.ts';
export type { MetadataFormat } from './export/token-metadata.ts';
export type { ExportZip, ExportZipRequest } from './export/export-types.ts';
export type { ResultLocation, StoredImage } from './stored-image.ts';
export type { NamedBlob, UpdatedUris } from './export/export-types.ts';
import type { ExportZip, ExportZipRequest } from './export/export-types.ts';
import type { NamedBlob, UpdatedUris } from './export/export-types.ts';
export type { IpfsPack, IpfsPackRequest } from './export/ipfs/ipfs-types.ts';
export type { TargetCheck } from './export/targets/target-types.ts';
import type { TargetCheck } from './export/targets/target-types.ts';
import type { LaunchTargetId } from '../shared/launch-targets.ts';
import type { PreflightRefusal } from './export/targets/preflight.ts';
export type { PreflightRefusal } from './export/targets/preflight.ts';
import type { IpfsPack, IpfsPackRequest } from './export/ipfs/ipfs-types.ts';
import type { PrintBatch } from './curation/look-alike-prints.ts';
import type { LookAlikeGroups, LookAlikePrints } from './curation/look-alike-groups.ts';
import type { ComposedPrints } from './curation/composed-prints.ts';
export type { PrintBatch } from './curation/look-alike-prints.ts';
export type { LookAlikeGroups, LookAlikePrints } from './curation/look-alike-groups.ts';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

export interface ZipOptions {
  /** 0 stores (right for PNGs, which DEFLATE barely shrinks); 1-9 deflates at that level. */
  level: number;
}

export interface PreparedLayer {
  /** The working copy: at most the layer size, recompressed. */
  preview: Blob;
  width: number;
  height: number;
  /** An animated value's (GIF, APNG, WebP) frame count and first delay; absent for a still. */
  animation?: { frames: number; delayMs: number };
}

export interface ComposeJob {
  /** 1-based result number (the file and metadata number). */
  n: number;
  /** Image index per layer, bottom layer first. */
  digits: number[];
}

export type { BlendMode } from '../shared/layer-drawing.ts';
import type { BlendMode } from '../shared/layer-drawing.ts';

/**
 * One step of drawing a token: the image that a layer's value picks, drawn with a blend mode and an
 * opacity. A value drawn at another layer's place, or a value's part (a hat's back piece), is a step of
 * its own at that place, picked by the same digit.
 */
export interface DrawLayer {
  /** The layer (its digit) whose value picks what is drawn. */
  layer: number;
  /** Per value: the index of the image drawn at this step, -1 for nothing; absent: the value's own image. */
  images?: number[];
  /** The images are the layer's parts (ComposeSession.parts), not its values' own images. */
  parts?: boolean;
  blend: BlendMode;
  /** 0..1 */
  opacity: number;
}

export interface ComposeSession {
  /** Layer images, bottom layer first. */
  layers: Blob[][];
  /** The drawing steps, bottom first; absent: each layer in turn, normal blend at full opacity. */
  drawing?: DrawLayer[];
  /** The parts of values drawn at another layer's place, per layer (DrawLayer.parts). */
  parts?: Blob[][];
  /** Longest output side in px, scaling up or down; null keeps the first layer image's natural size. */
  size: number | null;
  /** Scale with nearest neighbour (hard pixel edges) rather than smoothing. */
  pixelArt: boolean;
  /** How images of another size or aspect ratio than the first are drawn. */
  fit: MismatchFit;
  /** Re-encode each PNG losslessly into a smaller file. */
  optimise: boolean;
  /** An animated collection: every token also gets a GIF and/or a video of this many frames (absent: stills only). */
  animation?: AnimationSetting;
}

export interface AnimationSetting {
  /** Frames per token: a value with fewer loops, one with more is cut. */
  frames: number;
  /** Each frame's delay in ms. */
  delayMs: number;
  /** The files made per token besides its PNG; absent: a GIF (runs made before there was a choice). */
  format?: AnimationFormat;
}

/** Where a compose worker appends its PNGs: a file in a directory of the origin-private file system. */
export interface PackFile {
  resultsDir: string;
  pack: string;
}

export interface MetadataBatch {
  collection: CollectionInfo;
  layers: LayerValues[];
  jobs: ComposeJob[];
  level: number;
  /** The set's one-of-ones, indexed by the digit after the layers' (export/one-of-ones.ts). */
  oneOfOnes?: OneOfOneItem[];
  format: MetadataFormat;
  /** The whole set's rows and rarity method, sent when a template writes `{rank}`: a token's rank is the
   * set's (rarity.csv's), which a batch alone cannot tell. */
  ranked?: { rows: number[][]; method: RarityMethod };
}

/** A compose call's answer, in job order: where each PNG went (compose/stored-results.ts) and, apart so
 * that the layout of `stored` stays as it is, each image's look-alike print (curation/composed-prints.ts). */
export interface ComposeAnswer {
  stored: Float64Array;
  prints: ComposedPrints;
}

/**
 * A compose worker (compose.worker.ts): one per lane of a generation, for the whole run. It loads only
 * what composing needs; the optimiser comes on first use.
 */
export interface ComposeApi {
  /** Opens (emptied) the pack file the compose calls that follow append to; the session stays. */
  openPack(file: PackFile): Promise<void>;
  /** Prepares the layer images for the compose calls that follow (each decoded once, when first drawn). */
  startCompose(session: ComposeSession): Promise<void>;
  /** Decodes the images these combinations draw (after startCompose) and draws the first once unstored,
   * so that composing them later only draws, with code already compiled. */
  prepareEdit(combinations: number[][]): Promise<void>;
  /** Renders and stores the jobs; resolves with where each went and the look-alike guard's print of each. */
  compose(jobs: ComposeJob[]): Promise<ComposeAnswer>;
  /** Closes the pack and drops the decoded layers. */
  endCompose(): Promise<void>;
}

export interface EngineApi {
  /** Packs the entries, in order, into one zip archive. */
  zip(entries: ZipEntry[], options: ZipOptions): Promise<Uint8Array>;
  /** Whether each stored working copy is there and still decodes (after a reload, before the layers show them). */
  decodable(images: Array<Blob | null>): Promise<boolean[]>;
  /** Decodes an upload and makes its working copy; rejects when it is not an image. */
  prepareLayer(file: Blob, maxPx: number, quality: number): Promise<PreparedLayer>;
  /** A numbered-frames value's frames, in order, as one APNG; rejects when a frame is not an image. */
  framesApng(frames: Blob[], delayMs: number): Promise<Uint8Array>;
  /** A STORE zip of stored results, entries named merged_{n}.png; its image parts refer to the packs. */
  imageZip(resultsDir: string, entries: StoredImage[]): Promise<Blob>;
  /** A zip of {n}.json metadata files. */
  metadataZip(batch: MetadataBatch): Promise<Uint8Array>;
  /** The same files' texts, in job order (a card's "Save JSON" when a template writes the set's rank). */
  metadataTexts(batch: Omit<MetadataBatch, 'level'>): Promise<string[]>;
  /** The target's layout as one zip, checked; or, when the pre-flight finds problems and the request does not export anyway, nothing. */
  exportZip(request: ExportZipRequest): Promise<ExportZip | PreflightRefusal>;
  /** Numbered metadata files (a folder's files or a zip) back in a zip with `image` rewritten. */
  updateImageUris(input: Blob | NamedBlob[], base: string): Promise<UpdatedUris>;
  /** The images and the metadata as two CAR files (UnixFS, unixfs-v1-2025), metadata pointing at the images' root. */
  ipfsPack(request: IpfsPackRequest): Promise<IpfsPack | PreflightRefusal>;
  /** An export zip checked with a target's rules (the check its export runs after writing). */
  checkExport(zip: Blob, target: LaunchTargetId): Promise<TargetCheck>;
  /** The SHA-256 and look-alike fingerprint of each stored image (curation/look-alike-prints.ts). */
  lookAlikePrints(resultsDir: string, images: StoredImage[]): Promise<PrintBatch>;
  /** Identical and near-identical images' tokens, near meaning at most `threshold` fingerprint bits apart. */
  lookAlikeGroups(prints: LookAlikePrints, threshold: number): Promise<LookAlikeGroups>;
}

/** The result reader (result-reader.worker.ts): one worker for the page's life, as its URLs live with it. */
export interface ResultReaderApi {
  /** An object URL of each stored result, in order (it loads in the page); null where it is missing. */
  urls(resultsDir: string, locations: ResultLocation[]): Promise<Array<string | null>>;
  /** Frees URLs it made. */
  revoke(urls: string[]): Promise<void>;
  /** Forgets the packs it opened: a new run writes new packs under the same names. */
  forget(): Promise<void>;
}

export type * from './plan/types.ts';
import type { PackedRows, PlanAccepted, PlanInput, PlanLayer, PlanRefused, PlanRule, ValidCount } from './plan/types.ts';
import type { PlanTemplate } from './plan/tree-types.ts';
export type * from './plan/tree-types.ts';

/** A plan as the generator's worker answers it: an accepted one comes with its rows packed (a run record's
 * rows, rated-plan.ts) and each token's rarity by both methods. */
export type RatedPlan = PlanRefused | (Omit<PlanAccepted, 'tokens'> & { rows: PackedRows; rarity: RarityRanks });

export interface PreviewFiles {
  still: Blob;
  animation?: Blob;
}

/** The generator's worker: planning, counting and previews, never on the main thread. */
export interface GeneratorApi {
  /** Which combination each token gets and its rarity (the one-of-ones' own traits counted), or why no plan
   * can meet the settings. */
  plan(input: PlanInput, oneOfOnes: OneOfOneItem[]): Promise<RatedPlan>;
  /** Valid combinations of the values weighted above 0 under the rules (exact, or an estimate); with
   * templates, the sum of each template's. */
  count(layers: PlanLayer[], rules: PlanRule[], templates?: PlanTemplate[]): Promise<ValidCount>;
  /** Each token's rarity score and rank by both methods, of a generated set (rows as in a run record). */
  rarity(layers: LayerValues[], rows: number[][], oneOfOnes: OneOfOneItem[]): Promise<RarityRanks>;
  /** rarity.csv of a generated set, ranked by `method`. */
  rarityCsv(layers: LayerValues[], rows: number[][], oneOfOnes: OneOfOneItem[], method: RarityMethod): Promise<string>;
  /** One token re-rolled with some traits locked, the counts kept by swaps with other tokens, or why not. */
  reroll(request: RerollRequest): Promise<Reroll>;
  /** Several tokens re-rolled with the same locks as one edit, no two swaps touching the same token. */
  rerollSelection(request: SelectionRequest): Promise<Reroll>;
  /** The look-alike tokens re-rolled until no two rows are alike, the counts kept, or why not. */
  lookAlikeReroll(request: LookAlikeRequest): Promise<LookAlikeReroll>;
  /** One token drawn at the output size (bottom layer first; NONE leaves a layer out): its still (PNG)
   * and, in an animated collection when one of its values moves, its GIF. */
  preview(session: Omit<ComposeSession, 'optimise'>, digits: number[]): Promise<PreviewFiles>;
}
