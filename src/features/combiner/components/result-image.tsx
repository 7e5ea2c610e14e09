// A result's image in its card or table row, only while it is on screen. Its URL comes from the result
// reader worker (engine/result-urls.ts), held while the image shows; an image the page then cannot load
// (its pack gone since the worker opened it) is read again here with the read check, as cards always did:
// shown, or reported missing like any image that is not stored.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { locateAnimation, locateResult, locateVideo, type ResultIndex } from '@/engine/result-index';
import type { ResultLocation } from '@core/protocol';
import { readResult, resultUrls } from '@/engine/result-store';
import { useLoadedObjectUrl } from '@/lib/use-object-url';
import { finishedRun } from '../run/finished-run';

interface ResultImageProps {
  n: number;
  /** A new run (runId) stores its images anew, and an edit moves the edited tokens' (`stored`). */
  runId: number;
  stored: string;
  className: string;
  /** What stands for the image while it comes, or when it is not stored. */
  missing: ReactNode;
  /** Play the token's animation in place of its still (the card is hovered or holds the focus): its GIF,
   * or its video in a run that makes none. */
  moving?: 'gif' | 'video' | null;
}

type Locate = (index: ResultIndex, n: number) => ResultLocation | null;

/** What an animated run's card plays: the tokens' GIFs, or their videos in a run that makes none. */
export const movingFile = (results: ResultIndex): ResultImageProps['moving'] =>
  results.animation ? 'gif' : results.video ? 'video' : null;
const nowhere: Locate = () => null;

/** The URL of result n's file that `locate` finds, while the component shows it: null while it comes and
 * when the file is not stored. */
function useHeldResultUrl(n: number, runId: number, stored: string, locate: Locate = locateResult): string | null {
  const [shown, setShown] = useState<{ n: number; runId: number; stored: string; locate: Locate; url: string | null } | null>(null);
  useEffect(() => {
    const run = finishedRun();
    const where = run && locate(run.results, n);
    if (!where) return;
    const held = resultUrls.hold(where);
    let live = true;
    void held.url.then((url) => live && setShown({ n, runId, stored, locate, url }));
    return () => {
      live = false;
      held.release();
    };
  }, [n, runId, stored, locate]);
  return shown && shown.n === n && shown.runId === runId && shown.stored === stored && shown.locate === locate ? shown.url : null;
}

export function ResultImage(props: ResultImageProps) {
  const { n, runId, stored, className, missing, moving = null } = props;
  const url = useHeldResultUrl(n, runId, stored);
  // The still stays shown until the animation has come (and for a token of a still run).
  const animation = useHeldResultUrl(n, runId, stored, moving === 'gif' ? locateAnimation : moving === 'video' ? locateVideo : nowhere);
  const [failed, setFailed] = useState<string | null>(null);
  if (animation && moving === 'video')
    return <video src={animation} aria-label={`Combination #${n}`} className={className} autoPlay muted loop playsInline />;
  if (animation) return <img src={animation} alt={`Combination #${n}`} className={className} />;
  if (url && url === failed) return <CheckedResultImage {...props} />;
  if (!url) return missing;
  return <img src={url} alt={`Combination #${n}`} decoding="async" className={className} onError={() => setFailed(url)} />;
}

/** The image read on the page, its pack checked. */
function CheckedResultImage({ n, runId, stored, className, missing }: ResultImageProps) {
  const load = useCallback(async () => {
    const run = finishedRun();
    return run ? readResult(run.results, n) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [n, runId, stored]);
  const url = useLoadedObjectUrl(load);
  return url ? <img src={url} alt={`Combination #${n}`} decoding="async" className={className} /> : missing;
}
