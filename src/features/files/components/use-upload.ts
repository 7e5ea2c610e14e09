// The upload flow: send the batches asking about taken names, ask the user once "replace or skip" for
// all of them, re-send the ones to replace, then report what was stored and each refused file.
import { useState } from 'react';
import { notify } from '../../../components/ui/notification-store';
import { uploadFiles, type UploadOutcome } from '../api/upload-files';

export interface ExistingQuestion {
  names: string[];
  answer: (replace: boolean) => void;
}

export interface UploadReport {
  refused: { name: string; reason: string }[];
  skipped: number;
}

export function useUpload(collectionId: string, onDone: () => Promise<void>) {
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const [question, setQuestion] = useState<ExistingQuestion | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);

  const askReplace = (names: string[]) =>
    new Promise<boolean>((resolve) => setQuestion({ names, answer: (replace) => (setQuestion(null), resolve(replace)) }));

  const upload = async (files: File[]) => {
    setReport(null);
    setProgress({ processed: 0, total: files.length });
    try {
      const first = await uploadFiles(collectionId, files, (processed) => setProgress({ processed, total: files.length }));
      let outcome: UploadOutcome = first;
      if (first.exists.length && (await askReplace(first.exists.map((f) => f.name)))) {
        setProgress({ processed: 0, total: first.exists.length });
        const again = await uploadFiles(
          collectionId,
          first.exists,
          (processed) => setProgress({ processed, total: first.exists.length }),
          'replace',
        );
        outcome = {
          ...first,
          uploaded: first.uploaded + again.uploaded,
          errors: [...first.errors, ...again.errors],
          refused: [...first.refused, ...again.refused],
        };
      } else outcome = { ...first, skipped: first.skipped + first.exists.length };
      if (outcome.uploaded === 0 && !outcome.skipped && !outcome.refused.length)
        notify('error', outcome.errors[0] ?? 'Error uploading files');
      else notify(outcome.uploaded === outcome.total ? 'success' : 'warning', `Uploaded ${outcome.uploaded} of ${outcome.total} files`);
      setReport({ refused: outcome.refused, skipped: outcome.skipped });
    } catch {
      notify('error', 'Error uploading files');
    } finally {
      setProgress(null);
      await onDone();
    }
  };
  return { progress, question, report, upload };
}
