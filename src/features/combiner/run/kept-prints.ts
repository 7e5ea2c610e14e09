// The look-alike prints a run's compose workers made as they drew (core/curation/composed-prints.ts),
// kept in the run's session by where each image is stored: the guard (curation/look-alikes.ts) finds
// them there and decodes only the images without one (a token composed with the formulas, one made
// before a reload that interrupted its run). Saved with the finished run, they are kept again after a reload.
import { composedPrints, getComposedPrint, setGuardPrint, type ComposedPrints } from '@core/curation/composed-prints';
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

/** What is saved of the prints: those of the images the index names, by token, with where each image was. */
export interface SavedPrints {
  places: Pick<ResultIndex, 'packs' | 'pack' | 'offset' | 'size'>;
  prints: ComposedPrints;
}

/** The kept prints of the images `index` names now (an edit's replaced images are left out). */
export function savedPrints(index: ResultIndex, kept: ReadonlyMap<string, LookAlikePrint>): SavedPrints {
  const { packs, pack, offset, size } = index;
  const prints = composedPrints(size.length);
  for (let n = 1; n <= size.length; n++) {
    const where = locateResult(index, n);
    const print = where && kept.get(printKey(where));
    if (print) setGuardPrint(prints, n - 1, print);
  }
  return { places: { packs: [...packs], pack: pack.slice(), offset: offset.slice(), size: size.slice() }, prints };
}

/** Keeps the saved prints again, each under the place its image was saved at. */
export function restorePrints({ places, prints }: SavedPrints, kept: Map<string, LookAlikePrint>): void {
  for (let n = 1; n <= places.size.length; n++) {
    const where = locateResult(places, n);
    const print = getComposedPrint(prints, n - 1);
    if (where && print) kept.set(printKey(where), print);
  }
}
