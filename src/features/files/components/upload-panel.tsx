import { Dropzone } from '@/components/ui/dropzone';
import { ProgressBar } from '@/components/ui/progress-bar';
import { notify } from '@/components/ui/notification-store';
import { FREE_CREDITS, MAX_FILES_PER_COLLECTION, SUPPORTED_IMAGE_EXTENSIONS } from '@/config/constants';
import { useVerifyAllowance } from '../api/upload-allowance';
import { useInvalidateCollection } from '../api/file-mutations';
import { planUpload } from '../utils/upload-plan';
import { useUpload } from './use-upload';
import { ExistingFilesDialog, UploadReportList } from './upload-report';
import { InterruptedUploadNote } from './interrupted-upload-note';

interface UploadPanelProps {
  collectionId: string;
  total: number;
  allowance: number;
}

const ACCEPT = SUPPORTED_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export function UploadPanel({ collectionId, total, allowance }: UploadPanelProps) {
  const invalidate = useInvalidateCollection(collectionId);
  const { progress, question, report, upload } = useUpload(collectionId, invalidate);
  const limit = Math.min(MAX_FILES_PER_COLLECTION, allowance);
  const remaining = Math.max(0, limit - total);
  const full = remaining === 0;
  const verifyAllowance = useVerifyAllowance();

  const onFiles = async (chosen: File[]) => {
    if (full) return;
    const plan = planUpload(chosen, total, await verifyAllowance(allowance));
    if (plan.overCollectionLimit) notify('error', `Collection cannot have more than ${MAX_FILES_PER_COLLECTION} files`);
    if (plan.rejected > 0) notify('warning', 'Only image files (jpg, jpeg, png, gif, webp) can be uploaded');
    if (plan.limitedTo) notify('warning', `Selection automatically limited to ${plan.limitedTo} files based on your available credits`);
    else if (plan.limitedTo === 0) notify('error', 'This collection is full: no more files fit your credits.');
    if (plan.files.length === 0) return;
    await upload(plan.files);
  };

  return (
    <section aria-label="Upload files" className="space-y-3 rounded-lg bg-white p-4 shadow dark:bg-gray-900">
      <p className="rounded bg-sky-50 p-3 text-sky-900 dark:bg-sky-950 dark:text-sky-100">
        {`You have ${FREE_CREDITS} free files available in addition to your earned credits.`}
      </p>
      <Dropzone
        onFiles={(files) => void onFiles(files)}
        accept={ACCEPT}
        disabled={full || progress !== null}
        buttonLabel="Choose & Upload Files"
      >
        <p className="text-sm">Supported formats: jpg, jpeg, png, gif, webp. Image files are advised under 10MB.</p>
        <p className="text-sm">Image and metadata files share the same number (1.jpg with 1.json), sequential, with no gaps.</p>
      </Dropzone>
      <p className="text-sm" data-testid="file-counts">
        Files: {total} / {limit} · Remaining: {remaining}
      </p>
      {full && (
        <p
          role="status"
          className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {`This collection is full: ${total} of ${limit} files. Delete files or earn more credits to upload more.`}
        </p>
      )}
      {progress && (
        <div>
          <p className="text-sm">
            Uploading... {progress.processed} of {progress.total} processed
          </p>
          <ProgressBar value={progress.processed} max={progress.total} label="Upload progress" />
        </div>
      )}
      {!progress && <InterruptedUploadNote collectionId={collectionId} />}
      <UploadReportList report={report} />
      <ExistingFilesDialog question={question} />
    </section>
  );
}
