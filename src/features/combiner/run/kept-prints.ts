// The look-alike prints a run's compose workers made as they drew (core/curation/composed-prints.ts),
// kept in the run's session by where each image is stored: the guard (curation/look-alikes.ts) finds
// them there and decodes only the images without one (a reload, a token composed with the formulas).
import { getComposedPrint, type ComposedPrints } from '@core/curation/composed-prints';
import type { ResultLocation } from '@core/protocol';
import { locateResult, type ResultIndex } from '@/engine/result-index';
import type { LookAlikePrint } from './run-session';

/** Where an image is stored, as the guard's prints are keyed: a re-composed image is a new key. */
export const printKey = (where: ResultLocation) => `${where.pack}:${where.offset}:${where.size}`;

/** A compose run's onPrints: each result's print kept under where `index` records it. */
export const keepPrints =
  (index: ResultIndex, kept: Map<string, LookAlikePrint>) =>
  (numbers: readonly number[], prints: ComposedPrints): void =>
    numbers.forEach((n, i) => {
      const print = getComposedPrint(prints, i);
      const where = locateResult(index, n);
      if (print && where) kept.set(printKey(where), print);
    });
