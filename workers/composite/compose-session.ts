// One worker's compose state: the decoded layers and where results go. A worker serves one run; the
// pool recycles it after a while so that the blobs it made are freed with it.
import type { ComposeJob, ComposeSession } from '../protocol.ts';
import { Compositor } from './compositor.ts';
import { closeLayers, decodeLayers, type DecodedLayers } from './layer-cache.ts';
import { resultsDirectory, writeResult } from './result-files.ts';

let layers: DecodedLayers | null = null;
let compositor: Compositor | null = null;
let directory: FileSystemDirectoryHandle | null = null;

export const composeSession = {
  async start(session: ComposeSession): Promise<void> {
    if (layers) closeLayers(layers);
    layers = await decodeLayers(session.layers, session.maxPx);
    compositor = new Compositor(layers);
    directory = await resultsDirectory(session.resultsDir);
  },

  async compose(jobs: ComposeJob[]): Promise<number> {
    if (!compositor || !directory) throw new Error('startCompose must come first');
    const dir = directory;
    const encodes = compositor.render(jobs.map((job) => job.digits));
    for (const [i, job] of jobs.entries()) await writeResult(dir, job.n, await encodes[i]!);
    return jobs.length;
  },
};
