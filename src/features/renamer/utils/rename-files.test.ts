import { describe, expect, it } from 'vitest';
import type { ZipEntry } from '@core/protocol';
import { DOWNLOAD_PAUSE_MS } from '@/config/constants';
import { renameFiles, type RenameDeps, type RenameProgress } from './rename-files';

// jsdom's File has no arrayBuffer(); this stand-in has the two members the run reads.
const makeFiles = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const bytes = new TextEncoder().encode(`content ${i}`);
    return { name: `orig-${i}${i % 2 ? '.png' : '.txt'}`, arrayBuffer: async () => bytes.slice().buffer } as unknown as File;
  });

function recorder(parallel = 2, failAt?: number) {
  const saved: Array<{ name: string; entries: ZipEntry[] }> = [];
  const pauses: number[] = [];
  const progress: RenameProgress[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let calls = 0;
  const deps: RenameDeps = {
    async zip(entries) {
      const call = calls++;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      if (call === failAt) throw new Error('zip failed');
      return new TextEncoder().encode(JSON.stringify(entries.map((e) => [e.name, new TextDecoder().decode(e.data)])));
    },
    save(bytes, name) {
      const parsed = JSON.parse(new TextDecoder().decode(bytes)) as Array<[string, string]>;
      saved.push({ name, entries: parsed.map(([n, d]) => ({ name: n, data: new TextEncoder().encode(d) })) });
    },
    pause: async (ms) => void pauses.push(ms),
    onProgress: (p) => void progress.push(p),
    parallel,
  };
  return { deps, saved, pauses, progress, maxInFlight: () => maxInFlight };
}

describe('renameFiles', () => {
  it('saves numbered zips of 100 in order, with the bytes of the files in list order', async () => {
    const files = makeFiles(250);
    const r = recorder();
    await renameFiles(files, r.deps, new AbortController().signal);
    expect(r.saved.map((s) => s.name)).toEqual(['files_1-100.zip', 'files_101-200.zip', 'files_201-250.zip']);
    const all = r.saved.flatMap((s) => s.entries);
    expect(all).toHaveLength(250);
    all.forEach((entry, i) => {
      expect(entry.name).toBe(`${i + 1}${i % 2 ? '.png' : '.txt'}`);
      expect(new TextDecoder().decode(entry.data)).toBe(`content ${i}`);
    });
    expect(r.pauses).toEqual([DOWNLOAD_PAUSE_MS, DOWNLOAD_PAUSE_MS]);
    expect(r.progress.at(-1)).toEqual({ done: 250, total: 250, batch: 3, batches: 3 });
    expect(r.progress.map((p) => p.done)).toEqual([0, 100, 200, 250]);
  });

  it('never holds more batches than it zips in parallel', async () => {
    const r = recorder(2);
    await renameFiles(makeFiles(1000), r.deps, new AbortController().signal);
    expect(r.saved).toHaveLength(10);
    expect(r.maxInFlight()).toBeLessThanOrEqual(2);
  });

  it('stops at the first failing batch and reports the failure', async () => {
    const r = recorder(2, 1);
    await expect(renameFiles(makeFiles(300), r.deps, new AbortController().signal)).rejects.toThrow('zip failed');
    expect(r.saved.map((s) => s.name)).toEqual(['files_1-100.zip']);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const r = recorder();
    r.deps.pause = async () => controller.abort(new Error('left the page'));
    await expect(renameFiles(makeFiles(300), r.deps, controller.signal)).rejects.toThrow('left the page');
    expect(r.saved).toHaveLength(1);
  });
});
