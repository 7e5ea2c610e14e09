// The page's run and plan sessions (session.ts): what a run holds besides what the screen shows. A run's
// session opens at Generate (or with the first edit or Resume of a run read back after a reload) and
// ends when the next run's record begins; it owns the controller Cancel aborts and the caches its edits
// and its look-alike guard reuse. A plan's session is one refresh of the plan, which a newer one ends;
// the last valid count passes on to the next.
import type { RarityRanks, RowChange, ValidCount } from '@core/protocol';
import type { ComposedPrints } from '@core/curation/composed-prints';
import type { ResultIndex } from '@/engine/result-index';
import type { RunImages, RunRecord } from './run-record';
import { Sessions } from './session';

/** The finished run's layer images as last read for an edit, with what they were read for (curation/edit-run.ts). */
export type ImagesRead = Pick<RunRecord, 'resume' | 'oneOfOnes'> & { groups: unknown; images: Promise<RunImages | null> };

/** The set ranked as a proposed edit (its rows) of the record would leave it, ahead of the apply (curation/apply-edit.ts). */
export interface RankedAhead {
  record: RunRecord;
  rows: readonly RowChange[];
  ranked: Promise<RarityRanks>;
}

/** A look-alike fingerprint of one stored image (curation/look-alikes.ts). */
export interface LookAlikePrint {
  sha256: string;
  print: Uint32Array;
}

/** What is saved of the prints (run/kept-prints.ts): those of the images the index names, by token, with
 * where each image was. */
export interface SavedPrints {
  places: Pick<ResultIndex, 'packs' | 'pack' | 'offset' | 'size'>;
  prints: ComposedPrints;
}

export interface RunCaches {
  images: ImagesRead | null;
  rankedAhead: RankedAhead | null;
  /** The guard's fingerprints by where each image is stored ("pack:offset:size"): after an edit only the
   * re-composed images are read again, and a change of threshold reads none. */
  prints: Map<string, LookAlikePrint>;
  /** The prints as last saved: an edit saves them again with only its tokens changed. */
  saved: SavedPrints | null;
}

export interface PlanCaches {
  /** The last valid count and what it depends on (which values weigh above 0, the rules). */
  count: { key: string; valid: ValidCount } | null;
}

export const runs = new Sessions<RunCaches>(() => ({ images: null, rankedAhead: null, prints: new Map(), saved: null }));

export const plans = new Sessions<PlanCaches>((before) => ({ count: before?.count ?? null }));
