// The look-alike prints a run's compose workers made as they drew (core/curation/composed-prints.ts),
// kept in the run's session by where each image is stored: the guard (curation/look-alikes.ts) finds
// them there and decodes only the images without one (a token composed with the formulas, one made
// before a reload that interrupted its run). Saved with the finished run, they are kept again after a reload.
import { clearComposedPrint, composedPrints, getComposedPrint, setGuardPrint, type ComposedPrints } from '@core/curation/composed-prints';
import type { ResultLocation } from '@core/protocol';
import { locateResult, type ResultIndex } from '@/engine/result-index';
import type { LookAlikePrint, SavedPrints } from './run-session';

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

const placesOf = ({ packs, pack, offset, size }: ResultIndex): SavedPrints['places'] => ({
  packs: [...packs],
  pack: pack.slice(),
  offset: offset.slice(),
  size: size.slice(),
});

/** Token n's entry in `prints` as `kept` has it for the image `index` names now, or none. */
function setSaved(prints: ComposedPrints, index: ResultIndex, kept: ReadonlyMap<string, LookAlikePrint>, n: number): void {
  const where = locateResult(index, n);
  const print = where && kept.get(printKey(where));
  if (print) setGuardPrint(prints, n - 1, print);
  else clearComposedPrint(prints, n - 1);
}

/** The kept prints of the images `index` names now (an edit's replaced images are left out). */
export function savedPrints(index: ResultIndex, kept: ReadonlyMap<string, LookAlikePrint>): SavedPrints {
  const prints = composedPrints(index.size.length);
  for (let n = 1; n <= index.size.length; n++) setSaved(prints, index, kept, n);
  return { places: placesOf(index), prints };
}

/**
 * `saved` as an edit of tokens `changed` leaves it: only their entries gathered again (every token's
 * took the page 35 ms for 10 000, in the way of the edited card's image). A set of another size (a
 * one-of-one added) is gathered whole.
 */
export function savedAfterEdit(
  saved: SavedPrints | null,
  index: ResultIndex,
  kept: ReadonlyMap<string, LookAlikePrint>,
  changed: readonly number[],
): SavedPrints {
  if (!saved || saved.places.size.length !== index.size.length) return savedPrints(index, kept);
  const { prints, sha256, made } = saved.prints;
  const next = { prints: prints.slice(), sha256: sha256.slice(), made: made.slice() };
  for (const n of changed) setSaved(next, index, kept, n);
  return { places: placesOf(index), prints: next };
}

/** Keeps the saved prints again, each under the place its image was saved at. */
export function restorePrints({ places, prints }: SavedPrints, kept: Map<string, LookAlikePrint>): void {
  for (let n = 1; n <= places.size.length; n++) {
    const where = locateResult(places, n);
    const print = getComposedPrint(prints, n - 1);
    if (where && print) kept.set(printKey(where), print);
  }
}
