// "Check an export": a zip the artist hands back (edited by hand, or re-zipped) checked with a target's
// rules, the same check the export ran after writing it.
import JSZip from 'jszip';
import type { LaunchTargetId } from '../../../shared/launch-targets.ts';
import { checkTarget, type ListedFile, type TargetCheck } from './check-target.ts';

/** Only these are read as text: the checks read the metadata, never an image's bytes. */
const TEXT_FILE = /(\.json|\/\d+)$/i;

/** Paths without a folder the zip's files share, if the artist zipped the export's folder itself. */
function withoutSharedFolder(paths: readonly string[]): (path: string) => string {
  const first = paths[0]?.split('/')[0];
  const shared =
    first !== undefined && paths.length > 0 && paths.every((path) => path.startsWith(`${first}/`) && path.split('/').length > 2);
  return shared ? (path) => path.slice(first.length + 1) : (path) => path;
}

export async function checkExportZip(zip: Blob, target: LaunchTargetId): Promise<TargetCheck> {
  const archive = await JSZip.loadAsync(zip);
  const entries = Object.values(archive.files).filter((entry) => !entry.dir);
  const strip = withoutSharedFolder(entries.map((entry) => entry.name));
  const files = await Promise.all(
    entries.map(async (entry): Promise<ListedFile> => ({
      path: strip(entry.name),
      ...(TEXT_FILE.test(entry.name) ? { text: await entry.async('string') } : {}),
    })),
  );
  return checkTarget(target, files);
}
