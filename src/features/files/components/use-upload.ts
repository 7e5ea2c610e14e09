// The upload flow: find the chosen files whose names the collection already has, ask the user once
// "replace or skip" for all of them before any bytes are sent, then send each file once (the free ones
// asking the server about taken names, the ones to replace replacing), and report what was stored and
// each refused file. A name taken by someone else between the check and the upload comes back `exists`
// and is asked about after all. The upload is journaled while under way (upload-journal.ts), so that a
// reload that cuts it short is said on the screen that comes back.
import { useState } from 'react';
import { notify } from '@/components/ui/notification-store';
import { uploadFiles, type UploadOutcome } from '../api/upload-files';
import { splitTaken } from '../api/taken-names';
import { beginJournal, forgetJournal, journalAnswered } from '../api/upload-journal';

export interface ExistingQuestion {
  names: string[];
  answer: (replace: boolean) => void;
}

export interface UploadReport {
  refused: { name: string; reason: string }[];
  skipped: number;
}

const NOTHING: UploadOutcome = { uploaded: 0, total: 0, errors: [], exists: [], refused: [], skipped: 0 };

function merged(a: UploadOutcome, b: UploadOutcome): UploadOutcome {
  return {
    uploaded: a.uploaded + b.uploaded,
    total: a.total + b.total,
    errors: [...a.errors, ...b.errors],
    exists: [...a.exists, ...b.exists],
    refused: [...a.refused, ...b.refused],
    skipped: a.skipped + b.skipped,
  };
}

export function useUpload(collectionId: string, onDone: () => Promise<void>) {
  const [progress, setProgress] = useState<{ processed: number; total: number } | null>(null);
  const [question, setQuestion] = useState<ExistingQuestion | null>(null);
  const [report, setReport] = useState<UploadReport | null>(null);

  const askReplace = (files: File[]) =>
    new Promise<boolean>((resolve) =>
      setQuestion({ names: files.map((f) => f.name), answer: (replace) => (setQuestion(null), resolve(replace)) }),
    );

  /** Sends the files, `replace` or asking; unsent ones count as skipped. */
  const send = async (files: File[], replace: boolean | 'ask'): Promise<UploadOutcome> => {
    if (replace === false) {
      journalAnswered(
        collectionId,
        files.map((f) => f.name),
      );
      return { ...NOTHING, total: files.length, skipped: files.length };
    }
    if (!files.length) return NOTHING;
    setProgress({ processed: 0, total: files.length });
    const onProgress = (processed: number, _stored: string[], settled: string[]) => {
      journalAnswered(collectionId, settled);
      setProgress({ processed, total: files.length });
    };
    return uploadFiles(collectionId, files, onProgress, replace === 'ask' ? 'ask' : 'replace');
  };

  const upload = async (files: File[]) => {
    setReport(null);
    setProgress({ processed: 0, total: files.length });
    try {
      const { taken, free, storedNames } = await splitTaken(collectionId, files);
      const takenSet = new Set(taken);
      beginJournal(
        collectionId,
        files.map((file, i) => ({ name: file.name, stored: storedNames[i] ?? null, taken: takenSet.has(file) })),
      );
      const replaceTaken = taken.length > 0 && (await askReplace(taken));
      const sent = merged(await send(free, 'ask'), await send(taken, replaceTaken));
      const late = sent.exists;
      const outcome = merged({ ...sent, exists: [] }, await send(late, late.length > 0 && (await askReplace(late))));
      const total = outcome.total - late.length;
      if (outcome.uploaded === 0 && !outcome.skipped && !outcome.refused.length)
        notify('error', outcome.errors[0] ?? 'Error uploading files');
      else notify(outcome.uploaded === total ? 'success' : 'warning', `Uploaded ${outcome.uploaded} of ${total} files`);
      setReport({ refused: outcome.refused, skipped: outcome.skipped });
    } catch {
      notify('error', 'Error uploading files');
    } finally {
      forgetJournal(collectionId);
      setProgress(null);
      await onDone();
    }
  };
  return { progress, question, report, upload };
}
