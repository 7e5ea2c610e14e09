// The one line the export ends with: ready for Stargaze Studio, or exactly what failed.
import { readyText } from '../../../engine/engine';
import type { ExportOutcome } from './export-store';

export function checkedOutcome(images: number, metadata: number, problems: string[]): ExportOutcome {
  if (!problems.length) return { ok: true, text: readyText(images, metadata), problems };
  return {
    ok: false,
    text: `Not ready for Stargaze Studio: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}`,
    problems,
  };
}

export const failedOutcome = (what: string, error: unknown): ExportOutcome => ({
  ok: false,
  text: `${what} failed: ${error instanceof Error && error.message ? error.message : String(error)}`,
  problems: [],
});
