// What the last run made: per result number its digits, and the layers' names and values at the time.
// Kept in the run store for the grid, the exports and the send (finished-run.ts), and in IndexedDB so
// that the results outlive a reload and an interrupted run can be resumed from it (record-keeping.ts).
import type { LayerValues } from '@core/protocol';
import type { ResultIndex } from '@/engine/result-index';
import type {
  ComposeSession,
  GeneratorSettings,
  LayerCounts,
  OneOfOneSetting,
  Rarity,
  RarityRanks,
  Swap,
  TemplatesSetting,
} from '@core/protocol';

export interface RunRecord {
  count: number;
  /** digits[n - 1]: image index per layer of result n; -1 (NONE) leaves that layer out. With one-of-ones,
   * one more digit: which one-of-one result n is (-1: none). -2 (ABSENT): a layer of another template. */
  digits: number[][];
  layers: LayerValues[];
  /** The run's one-of-ones (image id, name, attributes), indexed by that digit. */
  oneOfOnes?: OneOfOneSetting[];
  /** Where each result's PNG is stored. */
  results: ResultIndex;
  /** The generator's plan of this run: counts per value, the settings (seed included) and each token's rarity. */
  plan?: RunPlan;
  /** False while the run is under way or was interrupted (absent in records of finished runs). */
  complete?: boolean;
  /** What a resumed run needs to make the missing images the same way. */
  resume?: ResumeInfo;
  /** The edits made to the finished set, oldest first (absent: none). */
  edits?: RunEdit[];
}

/** One token's row and stored image before an edit: undoing puts both back (the old PNG stays in its pack). */
export interface EditedToken {
  token: number;
  before: number[];
  after: number[];
  /** Its PNG, and in an animated run the size and CRC-32 of the GIF stored after it and of the video after that. */
  image: {
    pack: number;
    offset: number;
    size: number;
    crc: number;
    animation?: { size: number; crc: number };
    video?: { size: number; crc: number };
  };
}

/** "Re-roll #n keeping <layers>", with the swaps that kept the counts. */
interface RerollEdit {
  kind: 'reroll';
  token: number;
  /** Names of the layers whose value the token kept. */
  kept: string[];
  seed: string;
  swaps: Swap[];
  changes: EditedToken[];
}

/** "Re-roll #3, #7, #12 keeping <layers>": a selection re-rolled with the same locks, undone as one step. */
interface SelectionEdit extends Omit<RerollEdit, 'kind' | 'token'> {
  kind: 'reroll-selection';
  tokens: number[];
}

/** "Exclude #77": the token's combination dropped, a new one in its place, the counts kept by swaps. */
interface ExcludeEdit extends Omit<RerollEdit, 'kind' | 'kept'> {
  kind: 'exclude';
}

/** "Replace #77 with the one-of-one <name>": the values it had are one fewer in the set. */
interface OneOfOneEdit {
  kind: 'one-of-one';
  token: number;
  name: string;
  changes: EditedToken[];
  /** The run's one-of-ones and how it drew them before (an undo puts them back). */
  previous: Pick<RunRecord, 'oneOfOnes' | 'resume'>;
}

/** "Re-roll look-alikes #3 and #7": the guard's groups re-rolled until no two tokens look alike. */
interface LookAlikeEdit extends Omit<RerollEdit, 'kind' | 'token' | 'kept'> {
  kind: 'look-alikes';
  /** The guard's groups the search was given (what a replay gives it again). */
  groups: number[][];
  /** The tokens it re-rolled, in order. */
  tokens: number[];
}

/** "Name of #5: ...": a token's name and description written in its metadata instead of the collection's
 * (null: the collection's, by its templates). No row or image changes. */
export interface TextEdit {
  kind: 'text';
  token: number;
  name: string | null;
  description: string | null;
  changes: EditedToken[];
}

export type RunEdit = RerollEdit | SelectionEdit | ExcludeEdit | OneOfOneEdit | LookAlikeEdit | TextEdit;

export interface RunPlan {
  counts: LayerCounts[];
  settings: GeneratorSettings;
  /** Per method, score[n - 1] and rank[n - 1] of result n (rank 1 is the rarest). Records of older
   * versions hold the statistical ones only, as { score, rank }. */
  rarity: RarityRanks | Rarity;
  /** The templates of a run in branches (two or more). */
  templates?: TemplatesSetting;
}

/** The images a run draws: its layers' (ComposeSession.layers) and their values' parts. */
export type RunImages = Pick<ComposeSession, 'layers' | 'parts'>;

export interface ResumeInfo {
  session: Omit<ComposeSession, 'layers'>;
  fromPreviews: boolean;
  /** Image ids of each layer, bottom first: a resume needs the very same layers. */
  fileIds: string[][];
  /** Image ids of each layer's value parts (session.drawing counts them); absent: none. */
  partIds?: string[][];
}
