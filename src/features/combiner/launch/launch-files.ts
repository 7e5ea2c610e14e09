// The packed CARs as the pinning step reads them (beside the results in the origin-private file
// system, where "Pack for IPFS" wrote them), and `launch/create-minter.json` written beside them.
import { RESULTS_DIR } from '@/engine/result-store';

const resultsDir = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(RESULTS_DIR);

export async function carFile(name: 'images.car' | 'metadata.car'): Promise<File> {
  return (await (await resultsDir()).getFileHandle(name)).getFile();
}

export async function saveCreateMinterJson(message: unknown): Promise<void> {
  const dir = await (await resultsDir()).getDirectoryHandle('launch', { create: true });
  const writable = await (await dir.getFileHandle('create-minter.json', { create: true })).createWritable();
  await writable.write(JSON.stringify(message, null, 2));
  await writable.close();
}
