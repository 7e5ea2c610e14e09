// One group of the look-alike guard: its sentence, then its tokens side by side, each one click from
// "Re-roll". A large group (a high threshold on a uniform set) shows its first tokens and a count.
import { useCallback } from 'react';
import { oneOfOneOf } from '@core/export/one-of-ones';
import { readResult } from '@/engine/result-store';
import { Button } from '@/components/ui/button';
import { useLoadedObjectUrl } from '@/lib/use-object-url';
import type { FinishedRun } from '../run/finished-run';

const TOKENS_SHOWN = 12;

function LookAlikeToken({ run, n, onReroll }: { run: FinishedRun; n: number; onReroll: (n: number) => void }) {
  const place = `${run.results.pack[n - 1]}:${run.results.offset[n - 1]}`;
  // The image moves when an edit re-composes the token (`place`).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(() => readResult(run.results, n), [run.results, n, place]);
  const url = useLoadedObjectUrl(load);
  const special = oneOfOneOf(run.layers.length, run.digits[n - 1] ?? [], run.oneOfOnes);
  return (
    <li className="flex w-24 flex-col items-center gap-1">
      <div className="flex h-20 w-20 items-center justify-center overflow-hidden rounded border border-gray-200 dark:border-gray-700">
        {url ? <img src={url} alt={`Look-alike #${n}`} className="bg-checkerboard max-h-full max-w-full object-contain" /> : `#${n}`}
      </div>
      {special ? (
        <span className="text-xs">
          #{n} · {special.name}
        </span>
      ) : (
        <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => onReroll(n)}>
          Re-roll #{n}
        </Button>
      )}
    </li>
  );
}

export function LookAlikeGroup(props: { run: FinishedRun; tokens: number[]; text: string; onReroll: (n: number) => void }) {
  const { run, tokens, text, onReroll } = props;
  const hidden = tokens.length - TOKENS_SHOWN;
  return (
    <li aria-label={text} className="rounded border border-amber-300 p-2 dark:border-amber-800">
      <p className="mb-1 text-sm font-medium">{text}</p>
      <ul className="flex flex-wrap gap-2">
        {tokens.slice(0, TOKENS_SHOWN).map((n) => (
          <LookAlikeToken key={n} run={run} n={n} onReroll={onReroll} />
        ))}
      </ul>
      {hidden > 0 && <p className="mt-1 text-xs">and {hidden} more</p>}
    </li>
  );
}
