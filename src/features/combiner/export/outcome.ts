// The one line the export ends with: ready for the target's launchpad, or exactly what failed.
import { baseUriProblem } from '@core/export/base-uri';
import { notReadyText, readyText } from '@core/export/targets/check-target';
import type { LaunchTargetId } from '@shared/launch-targets';
import type { ExportOutcome } from './export-store';

const problemCount = (n: number) => (n === 1 ? '1 problem' : `${n} problems`);

/** The check's verdict, past the pre-flight's problems when the artist chose "Export anyway". */
export function checkedOutcome(
  target: LaunchTargetId,
  images: number,
  metadata: number,
  problems: string[],
  exportedAnyway: readonly string[] = [],
): ExportOutcome {
  const checked = problems.length
    ? { ok: false, text: notReadyText(problems.length, target), problems }
    : { ok: true, text: readyText(images, metadata, target), problems };
  return anywayOutcome(checked, exportedAnyway);
}

/** An outcome of an export made past the pre-flight's problems: it says so and lists them first. */
export function anywayOutcome(checked: ExportOutcome, exportedAnyway: readonly string[]): ExportOutcome {
  if (!exportedAnyway.length) return checked;
  return {
    ok: false,
    text: `Exported anyway past ${problemCount(exportedAnyway.length)} of the pre-flight. ${checked.text}`,
    problems: [...exportedAnyway.map((problem) => `Pre-flight: ${problem}`), ...checked.problems],
  };
}

/** The pre-flight stopped the export: nothing was written, each problem listed; "Export anyway" is offered. */
export const refusedOutcome = (problems: readonly string[]): ExportOutcome => ({
  ok: false,
  text: `Nothing was exported: the pre-flight found ${problemCount(problems.length)} (fix them, or choose Export anyway)`,
  problems: [...problems],
});

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
