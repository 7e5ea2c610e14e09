// "Import layers": drop a layers/ folder (or choose it), import or export the weight table (CSV).
import { useId, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/download';
import { weightRows } from './apply-weight-table';
import { importLayerTree, importWeightTable } from './import-tree';
import { droppedTree, pickedTree } from './read-dropped-tree';
import { weightTableCsv } from './weight-table';

export const WEIGHT_TABLE_FILE = 'weights.csv';
const PICK = 'inline-block cursor-pointer rounded bg-violet-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-violet-800';

export function LayerImportPanel({ disabled }: { disabled: boolean }) {
  const folderId = useId();
  const tableId = useId();
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = disabled || progress !== null;
  const run = async (files: Promise<Parameters<typeof importLayerTree>[0]>) => {
    setProgress({ done: 0, total: 0 });
    try {
      await importLayerTree(await files, (done, total) => setProgress({ done, total }));
    } finally {
      setProgress(null);
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!busy) void run(droppedTree(e.dataTransfer.items));
  };
  return (
    <section
      aria-label="Import layers"
      data-testid="layer-tree-drop"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`space-y-2 rounded-lg border-2 border-dashed p-4 text-sm ${over ? 'border-violet-600 bg-violet-50 dark:bg-violet-950' : 'border-gray-300 dark:border-gray-600'}`}
    >
      <p>
        Drop a <code>layers/</code> folder here: one folder of images per layer, a number in front for the order (<code>1-Background</code>
        ), <code>Red#20.png</code> for the value Red with weight 20. A folder of numbered frames in a layer folder (
        <code>Laser/0001.png</code>, <code>0002.png</code> ...) is one animated value. A <code>.csv</code> weight table beside the folders
        sets the weights.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={folderId}
          type="file"
          className="sr-only"
          disabled={busy}
          {...{ webkitdirectory: '' }}
          onChange={(e) => {
            void run(Promise.resolve(pickedTree([...(e.target.files ?? [])])));
            e.target.value = '';
          }}
        />
        <label htmlFor={folderId} className={`${PICK} ${busy ? 'pointer-events-none opacity-50' : ''}`}>
          Choose a layers folder
        </label>
        <input
          id={tableId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void importWeightTable(file);
            e.target.value = '';
          }}
        />
        <label htmlFor={tableId} className={`${PICK} ${busy ? 'pointer-events-none opacity-50' : ''}`}>
          Import weight table (CSV)
        </label>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={busy}
          onClick={() => downloadBlob(new Blob([weightTableCsv(weightRows())], { type: 'text/csv' }), WEIGHT_TABLE_FILE)}
        >
          Export weight table (CSV)
        </Button>
      </div>
      {progress && (
        <p role="status">
          Importing... {progress.done} / {progress.total}
        </p>
      )}
    </section>
  );
}
