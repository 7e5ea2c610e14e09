import { memo, useState } from 'react';
import { imageEntryName, metadataEntryName } from '@core/export/batches';
import { oneOfOneOf } from '@core/export/one-of-ones';
import { metadataTextsInWorker } from '@/engine/engine';
import { METADATA_FAILED } from '../combiner-messages';
import { readResult } from '@/engine/result-store';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notification-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { downloadBlob } from '@/lib/download';
import { finishedRun, runRarity, type FinishedRun } from '../run/finished-run';
import { rankText, scoreText } from './result-order';
import { movingFile, ResultImage } from './result-image';
import { requireCollectionName } from '../stores/collection-name';
import { metadataHint } from './metadata-format';
import { RerollDialog } from '../curation/reroll-dialog';
import { ExcludeDialog } from '../curation/exclude-dialog';
import { ReplaceDialog } from '../curation/replace-dialog';
import { metadataCollection, setRanks } from '../metadata/metadata-collection';
import { useSelection } from '../stores/selection-store';

type CardDialog = 'reroll' | 'exclude' | 'replace' | null;

/** The card's edits: re-roll, exclude or replace with a one-of-one, each in its dialog (not for a one-of-one). */
export function CardEdits({ n }: { n: number }) {
  // The token the dialog is open for: a table row is reused for another token as the table scrolls.
  const [opened, setOpened] = useState<{ n: number; dialog: CardDialog } | null>(null);
  const dialog = opened?.n === n ? opened.dialog : null;
  const close = () => setOpened(null);
  const edit = (label: string, open: CardDialog, text = label) => (
    <Button variant="secondary" className="flex-1 px-1 py-1 text-xs" aria-label={label} onClick={() => setOpened({ n, dialog: open })}>
      {text}
    </Button>
  );
  return (
    <div className="mt-1 flex gap-1">
      {edit('Re-roll', 'reroll')}
      {edit('Exclude', 'exclude')}
      {edit('Replace with a one-of-one', 'replace', '1/1')}
      {dialog === 'reroll' && <RerollDialog tokens={[n]} onClose={close} />}
      {dialog === 'exclude' && <ExcludeDialog n={n} onClose={close} />}
      {dialog === 'replace' && <ReplaceDialog n={n} onClose={close} />}
    </div>
  );
}

interface ResultCardProps {
  n: number;
  /** The run shown (a new record after each edit: ranks and one-of-ones change with it). */
  run: FinishedRun;
  runId: number;
  /** Where the card's image is (its pack and offset), so that an edit reloads only the cards it changed. */
  stored: string;
}

/** Re-rendered only when its own props change: the grid renders again whenever a row enters or leaves. */
export const ResultCard = memo(function ResultCard({ n, run, runId, stored }: ResultCardProps) {
  const format = useCombinerSettings((s) => s.metadataFormat);
  const selected = useSelection((s) => s.tokens.includes(n));
  const toggle = useSelection((s) => s.toggle);
  const method = useCombinerSettings((s) => s.rarityMethod);
  const rarity = runRarity(run, method);
  const rank = rarity?.rank[n - 1];
  const score = rarity?.score[n - 1];
  const special = oneOfOneOf(run.layers.length, run.digits[n - 1] ?? [], run.oneOfOnes)?.name;
  // An animated run's card shows the still, and plays the token's animation while hovered or focused.
  const [moving, setMoving] = useState(false);
  const saveImage = async () => {
    const run = finishedRun();
    const file = run && (await readResult(run.results, n));
    if (file) downloadBlob(file, imageEntryName(n));
    else notify('warning', 'Please generate NFT files first');
  };
  const saveJson = async () => {
    const run = finishedRun();
    const digits = run?.digits[n - 1];
    if (!run || !digits) return void notify('warning', 'Please generate NFT files first');
    if (!requireCollectionName()) return;
    const collection = metadataCollection();
    // Written in a worker, as the metadata zips are: the same file, `{rank}` (the whole set's) included.
    const texts = metadataTextsInWorker({
      collection,
      layers: run.layers,
      jobs: [{ n, digits }],
      oneOfOnes: run.oneOfOnes,
      format: useCombinerSettings.getState().metadataFormat,
      ranked: setRanks(collection, run),
    });
    await texts.then(
      ([json]) => downloadBlob(new Blob([json!], { type: 'application/json' }), metadataEntryName(n)),
      (error: unknown) => {
        console.warn('Metadata export failed', error);
        notify('error', METADATA_FAILED);
      },
    );
  };
  return (
    <article
      aria-label={`Combination #${n}`}
      className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-2 dark:border-gray-700 dark:bg-gray-900"
      onPointerEnter={() => setMoving(true)}
      onPointerLeave={() => setMoving(false)}
      onFocus={() => setMoving(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setMoving(false)}
    >
      <div className="flex flex-1 items-center justify-center overflow-hidden">
        <ResultImage
          n={n}
          runId={runId}
          stored={stored}
          className="bg-checkerboard max-h-full max-w-full object-contain"
          missing={<span className="text-xs">#{n}</span>}
          moving={moving ? movingFile(run.results) : null}
        />
      </div>
      <p className="mt-1 flex items-center justify-center gap-1 truncate text-sm font-medium">
        {!special && <input type="checkbox" aria-label={`Select #${n}`} checked={selected} onChange={() => toggle(n)} />}#{n}
        {special && ` · ${special}`}
      </p>
      {rank !== undefined && score !== undefined && (
        <p className="mb-1 text-center text-xs text-gray-600 dark:text-gray-400" title={scoreText(score, method)}>
          {rankText(rank, run.count)}
        </p>
      )}
      <div className="flex gap-1">
        <Button variant="secondary" className="flex-1 px-1 py-1 text-xs" onClick={() => void saveImage()}>
          Save Image
        </Button>
        <Button variant="secondary" className="flex-1 px-1 py-1 text-xs" title={metadataHint(format)} onClick={saveJson}>
          Save JSON
        </Button>
      </div>
      {!special && <CardEdits n={n} />}
    </article>
  );
});
