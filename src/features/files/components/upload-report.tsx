import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { shortName } from '../utils/display';
import type { ExistingQuestion, UploadReport } from './use-upload';

/** Asked once per upload when names are already taken: replace those files or skip them. */
export function ExistingFilesDialog({ question }: { question: ExistingQuestion | null }) {
  const names = question?.names ?? [];
  return (
    <Dialog open={question !== null} title="Files already exist" onClose={() => question?.answer(false)}>
      <p className="mb-2">{`${names.length === 1 ? '1 file already exists' : `${names.length} files already exist`} in this collection:`}</p>
      <p className="mb-6 max-h-40 overflow-auto text-sm break-words">{names.join(', ')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => question?.answer(false)}>
          Skip
        </Button>
        <Button onClick={() => question?.answer(true)}>Replace</Button>
      </div>
    </Dialog>
  );
}

/** What the last upload did not store, file by file. */
export function UploadReportList({ report }: { report: UploadReport | null }) {
  if (!report || (!report.refused.length && !report.skipped)) return null;
  return (
    <div role="status" aria-label="Upload result" className="text-sm">
      {report.skipped > 0 && <p>{`Skipped ${report.skipped} existing ${report.skipped === 1 ? 'file' : 'files'}`}</p>}
      {report.refused.length > 0 && (
        <ul className="list-disc pl-5 text-red-800 dark:text-red-300">
          {report.refused.map((file) => (
            <li key={file.name} title={file.name}>{`${shortName(file.name)}: ${file.reason}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
