import { useId, useMemo, useState } from 'react';
import type { TraitGroup } from '../stores/trait-groups-store';
import { useLayerView } from '../stores/layer-view-store';

interface Match {
  groupId: number;
  fileId: string;
}

function matches(groups: TraitGroup[], text: string): Match[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [];
  return groups.flatMap((g) =>
    g.files
      .filter((f) => f.name.toLowerCase().includes(wanted) || (g.traitValues[f.name] ?? '').toLowerCase().includes(wanted))
      .map((f) => ({ groupId: g.id, fileId: f.id })),
  );
}

/** Finds an image by file name or trait value: the browser's own find sees only the rows near the
 * viewport of the virtualised list. Enter goes to the next match and focuses its trait value. */
export function LayerSearch({ groups }: { groups: TraitGroup[] }) {
  const [text, setText] = useState('');
  const [next, setNext] = useState(0);
  const seek = useLayerView((s) => s.seek);
  const found = useMemo(() => matches(groups, text), [groups, text]);
  const statusId = useId();
  const go = () => {
    const match = found[next % found.length];
    if (!match) return;
    seek(match.groupId, match.fileId);
    setNext((next % found.length) + 1);
  };
  const status = !text.trim()
    ? null
    : found.length
      ? `${found.length} ${found.length === 1 ? 'image matches' : 'images match'}: press Enter to go to ${found.length === 1 ? 'it' : 'the next'}.`
      : 'No image name or trait value matches.';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <input
        type="search"
        aria-label="Find an image or trait value"
        aria-describedby={status ? statusId : undefined}
        placeholder="Find an image or trait value"
        className="min-w-48 flex-1 rounded border border-gray-300 bg-white px-2 py-1 dark:border-gray-600 dark:bg-gray-900"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setNext(0);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          go();
        }}
      />
      {status && (
        <span id={statusId} role="status" className="text-gray-600 dark:text-gray-400">
          {status}
        </span>
      )}
    </div>
  );
}
