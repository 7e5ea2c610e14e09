// Uploads in batches of 15 files, 3 batches at a time; a failed batch does not stop the others.
import { api, errorMessage } from '../../../lib/api-client';
import { UPLOAD_PARALLEL_BATCHES } from '../../../config/constants';
import { UPLOAD_FIELD, type UploadResponse } from '../../../../server/contract/files';
import { batches, runLimited } from '../utils/upload-plan';

export interface UploadOutcome {
  uploaded: number;
  total: number;
  errors: string[];
}

export async function uploadFiles(collectionId: string, files: File[], onProgress: (processed: number) => void): Promise<UploadOutcome> {
  let processed = 0;
  const errors: string[] = [];
  const tasks = batches(files).map((batch) => async () => {
    const form = new FormData();
    form.set('collectionId', collectionId);
    for (const file of batch) form.append(UPLOAD_FIELD, file, file.name);
    try {
      const result = await api.post('upload_file.php', { body: form }).json<UploadResponse>();
      return result.uploadedFiles.length;
    } catch (error) {
      errors.push(await errorMessage(error, 'Error uploading files'));
      return 0;
    } finally {
      processed += batch.length;
      onProgress(processed);
    }
  });
  const counts = await runLimited(tasks, UPLOAD_PARALLEL_BATCHES);
  return { uploaded: counts.reduce((a, b) => a + b, 0), total: files.length, errors };
}
