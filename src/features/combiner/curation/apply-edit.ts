// How every edit of a finished set is applied and undone: only the changed tokens' images are made again
// (into a new pack; the old images stay where they were, so an undo puts them back byte for byte), the
// set is re-ranked and the record saved with the edit in its log. Reload, Resume and every export read
// the edited record like any other.
import { rarityInWorker } from '@/engine/generator';
import { composeAll } from '@/engine/compose-run';
import { RESULTS_DIR, resultUrls } from '@/engine/result-store';
import { locateResult, type ResultIndex } from '@/engine/result-index';
import type { ComposeSession, RowChange } from '@core/protocol';
import { notify } from '@/components/ui/notification-store';
import { putRun, putRunPrints } from '../stores/image-db';
import { finishedRun } from '../run/finished-run';
import type { EditedToken, RunEdit, RunImages, RunRecord } from '../run/run-record';
import { holdingTheRun, runUnderWay, sayFailed } from '../run/run-from-record';
import { useRunStore } from '../run/run-store';
import { runs } from '../run/run-session';
import { keepPrints, savedAfterEdit } from '../run/kept-prints';
import { inForeground } from '@/engine/foreground';

export const LAYERS_CHANGED = 'The layers changed since this run was made, so its tokens cannot be made again. Generate again.';

const rank = (record: RunRecord, digits: number[][]) =>
  rarityInWorker(record.layers, digits.slice(0, record.count), record.oneOfOnes ?? []);

/** The record's digits with `rows` changed. */
function editedDigits(record: RunRecord, rows: readonly RowChange[]): number[][] {
  const digits = [...record.digits];
  for (const c of rows) digits[c.token - 1] = c.after;
  return digits;
}

/** Ranks the set as the edit `rows` would leave it, while the artist reads the swaps: the apply then
 * waits for no ranking (10 000 tokens took the worker 90 ms, longer than drawing the changed few). */
export function rankAhead(record: RunRecord, rows: readonly RowChange[]): void {
  const ranked = rank(record, editedDigits(record, rows));
  ranked.catch(() => undefined);
  runs.current.cache.rankedAhead = { record, rows, ranked };
}

/** The ranking of the edited set: the one made ahead for this very edit, or a new one. */
function rankedEdit(record: RunRecord, rows: readonly RowChange[], digits: number[][]) {
  const { cache } = runs.current;
  const ahead = cache.rankedAhead;
  cache.rankedAhead = null;
  return ahead?.record === record && ahead.rows === rows ? ahead.ranked : rank(record, digits);
}

/** The record with `digits`, re-ranked and saved, shown as the finished run: the same run, so only the
 * cards whose image moved load it again. */
async function keep(
  record: RunRecord,
  digits: number[][],
  edits: RunEdit[],
  changed: readonly number[],
  ranked = rank(record, digits),
): Promise<void> {
  const rarity = await ranked;
  const next: RunRecord = Object.freeze({ ...record, digits, edits, plan: { ...record.plan!, rarity } });
  await putRun(next);
  useRunStore.setState({ record: next });
  // Saving the record cleared the saved prints: they are saved again, the edited tokens' as their new images'.
  const { cache } = runs.current;
  cache.saved = savedAfterEdit(cache.saved, next.results, cache.prints, changed);
  void putRunPrints(cache.saved).catch(() => undefined);
}

/**
 * Asks the result reader for the new images of `tokens` (and decodes them) while the set is ranked and
 * saved, so that their cards find them made; the returned call lets them go (the reader keeps the last
 * URLs let go, so the cards still find them).
 */
function showAhead(index: ResultIndex, tokens: readonly number[]): () => void {
  const held = tokens.flatMap((n) => {
    const where = locateResult(index, n);
    return where ? [resultUrls.hold(where)] : [];
  });
  for (const { url } of held)
    void url
      .then((src) => {
        if (!src) return;
        const image = new Image();
        image.src = src;
        return image.decode();
      })
      .catch(() => undefined);
  return () => held.forEach((h) => h.release());
}

function restoreImages(record: RunRecord, changes: readonly EditedToken[]): void {
  const index = record.results;
  for (const { token, image } of changes) {
    index.pack[token - 1] = image.pack;
    index.offset[token - 1] = image.offset;
    index.size[token - 1] = image.size;
    if (index.crc) index.crc[token - 1] = image.crc;
    if (index.animation && image.animation) {
      index.animation.size[token - 1] = image.animation.size;
      index.animation.crc[token - 1] = image.animation.crc;
    }
    if (index.video && image.video) {
      index.video.size[token - 1] = image.video.size;
      index.video.crc[token - 1] = image.video.crc;
    }
  }
}

/** The compose session of an edit of `record`: the run's own, drawing `images` (the same images make
 * the same session, for a worker warmed ahead: spare-worker.ts). */
export const editSession = (record: RunRecord, images: RunImages) => ({ ...record.resume!.session, ...images }) as ComposeSession;

export interface Edit {
  rows: readonly RowChange[];
  /** The log line of the edit, with each changed token's row and old image. */
  entry: (changes: EditedToken[]) => RunEdit;
  /** The record as the edit leaves it besides its rows (a one-of-one added: the run draws one more). */
  record?: RunRecord;
  /** The images the edited record draws; null when the layers changed since the run. */
  images: (record: RunRecord) => Promise<RunImages | null>;
}

/** Applies `edit` to the finished run: its changed tokens composed, then the record kept with the edit. */
export async function applyEdit(edit: Edit): Promise<void> {
  const current = finishedRun();
  if (!current?.resume || runUnderWay()) return;
  const record = edit.record ?? current;
  // In the foreground: the look-alike guard's next batch waits until the edit is drawn and saved.
  await inForeground(() =>
    holdingTheRun(async (signal) => {
      const images = await edit.images(record);
      if (!images) return void notify('error', LAYERS_CHANGED);
      const index = record.results;
      const changes: EditedToken[] = edit.rows.map((c) => ({
        ...c,
        image: {
          pack: index.pack[c.token - 1]!,
          offset: index.offset[c.token - 1]!,
          size: index.size[c.token - 1]!,
          crc: index.crc?.[c.token - 1] ?? 0,
          ...(index.animation && { animation: { size: index.animation.size[c.token - 1]!, crc: index.animation.crc[c.token - 1]! } }),
          ...(index.video && { video: { size: index.video.size[c.token - 1]!, crc: index.video.crc[c.token - 1]! } }),
        },
      }));
      const digits = editedDigits(record, changes);
      // The set is re-ranked in the generator's worker (if it was not ahead) while the compose workers draw
      // the changed tokens.
      const ranked = rankedEdit(record, edit.rows, digits);
      ranked.catch(() => undefined);
      try {
        await composeAll({
          session: editSession(record, images),
          resultsDir: RESULTS_DIR,
          count: record.count,
          combinations: changes.map((c) => c.after),
          numbers: changes.map((c) => c.token),
          // An edit changes a few tokens: a second lane would start a worker and decode their layers again.
          lanes: 1,
          index,
          signal,
          // The new images' prints, made as they are drawn: the guard decodes none of them.
          onPrints: keepPrints(index, runs.current.cache.prints),
        });
        const tokens = changes.map((c) => c.token);
        const letGo = showAhead(index, tokens);
        await keep(record, digits, [...(record.edits ?? []), edit.entry(changes)], tokens, ranked).finally(letGo);
      } catch (error) {
        // The old images are where they were: the index points at them again.
        restoreImages(record, changes);
        if (!signal.aborted) sayFailed(error);
      }
    }),
  );
}

/** Undoes the last edit: its tokens get their rows and their very images back (and the run its one-of-ones). */
export async function undoLastEdit(): Promise<void> {
  const record = finishedRun();
  const last = record?.edits?.at(-1);
  if (!record || !last || runUnderWay()) return;
  await holdingTheRun(async () => {
    restoreImages(record, last.changes);
    const digits = [...record.digits];
    for (const c of last.changes) digits[c.token - 1] = c.before;
    const before = last.kind === 'one-of-one' ? { ...record, ...last.previous } : record;
    const tokens = last.changes.map((c) => c.token);
    await keep(before, digits, record.edits!.slice(0, -1), tokens);
  });
}
