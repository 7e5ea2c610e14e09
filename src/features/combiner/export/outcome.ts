// The one line the export ends with: ready for the target's launchpad, or exactly what failed.
import { baseUriProblem } from '@core/export/base-uri';
import { notReadyText, readyText } from '@core/export/targets/check-target';
import type { LaunchTargetId } from '@shared/launch-targets';
import type { ExportOutcome } from './export-store';

export function checkedOutcome(target: LaunchTargetId, images: number, metadata: number, problems: string[]): ExportOutcome {
  if (!problems.length) return { ok: true, text: readyText(images, metadata, target), problems };
  return { ok: false, text: notReadyText(problems.length, target), problems };
}

export const failedOutcome = (what: string, error: unknown): ExportOutcome => ({
  ok: false,
  text: `${what} failed: ${error instanceof Error && error.message ? error.message : String(error)}`,
  problems: [],
});

/** An images base URI no marketplace could read refuses the export before anything is written. */
export function baseUriRefusal(baseUri: string): ExportOutcome | null {
  const problem = baseUriProblem(baseUri);
  return problem ? { ok: false, text: `Nothing was exported: ${problem}`, problems: [] } : null;
}
