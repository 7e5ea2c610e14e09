// A resumed run is the same run started from its record: Generate and Resume both go through
// runFromRecord and composeRecorded, and the finished record of an interrupted-then-resumed run is the
// one an uninterrupted run makes. The planner runs in-process here (the same functions its worker runs);
// the edges a test cannot reach (IndexedDB, the origin-private file system, compose workers) are
// in-memory stand-ins that keep what they are given.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComposeRun } from '@/engine/compose-run';

const edges = vi.hoisted(() => ({
  saved: new Map<string, unknown>(),
  /** Numbers of each composeAll call, and the number after which the next call fails (null: none). */
  calls: [] as number[][],
  failAfter: null as number | null,
}));

vi.mock('../stores/image-db', () => ({
  getImage: async (id: string) => ({ original: new Blob([id]), preview: new Blob([id]) }),
  putRun: async (run: unknown) => void edges.saved.set('run', structuredClone(run)),
  putRunParts: async () => undefined,
  putRunComplete: async () => void edges.saved.set('complete', true),
  putRunPrints: async (prints: unknown) => void edges.saved.set('prints', prints),
  getRunPrints: async () => edges.saved.get('prints'),
  getRun: async () => {
    const run = edges.saved.get('run') as object | undefined;
    return run && { ...structuredClone(run), ...(edges.saved.get('complete') ? { complete: true } : {}) };
  },
  deleteRun: async () => void edges.saved.clear(),
}));
vi.mock('@/engine/result-store', () => ({ RESULTS_DIR: 'results', clearResults: async () => undefined }));
vi.mock('@/engine/compose-run', async () => {
  const { recordResults } = await import('@/engine/result-index');
  const { composeAnswer } = await import('@/engine/in-process.test-helpers');
  return {
    composeAll: async (run: ComposeRun) => {
      const numbers = run.numbers ?? run.combinations.map((_, i) => i + 1);
      edges.calls.push([...numbers]);
      const packId = run.index!.packs.push(`${run.index!.packs.length + 1}.bin`) - 1;
      for (const [i, n] of numbers.entries()) {
        if (edges.failAfter !== null && i >= edges.failAfter) throw new Error('the tab was closed');
        // Each PNG's size stands for its row, so that the same row gives the same file.
        const stored = composeAnswer([{ offset: i, size: 100 + Number(run.combinations[i]!.join('')), crc: n }]);
        recordResults(run.index!, packId, [n], stored);
        run.onProgress?.(i + 1, [n]);
      }
      return run.index!;
    },
  };
});
vi.mock('@/engine/generator', async (original) => {
  const { countInProcess, planInProcess } = await import('@/engine/in-process.test-helpers');
  return { ...(await original<object>()), countInWorker: countInProcess, planInWorker: planInProcess };
});
vi.mock('./run-from-record', async (original) => {
  const actual = await original<typeof import('./run-from-record')>();
  return { ...actual, runFromRecord: vi.fn(actual.runFromRecord) };
});
vi.mock('./compose-recorded', async (original) => {
  const actual = await original<typeof import('./compose-recorded')>();
  return { ...actual, composeRecorded: vi.fn(actual.composeRecorded) };
});

const { generateNftFiles } = await import('./generate-run');
const { resumeRun } = await import('./resume-run');
const { runFromRecord } = await import('./run-from-record');
const { composeRecorded } = await import('./compose-recorded');
const { setRun, useRunStore } = await import('./run-store');
const { runs } = await import('./run-session');
const { useTraitGroupsStore } = await import('../stores/trait-groups-store');
const { useGeneratorSettings } = await import('../stores/generator-settings-store');

const file = (id: string) => ({ id, name: `${id}.png` });
const CREDITS = 100;

beforeEach(() => {
  useTraitGroupsStore.setState({
    groups: [
      { id: 1, name: 'Back', files: [file('red'), file('blue'), file('green')], traitValues: {} },
      { id: 2, name: 'Hat', files: [file('cap'), file('crown')], traitValues: {} },
    ],
  });
  useGeneratorSettings.setState({ seed: 'same-run', size: null, weights: {}, none: {}, rules: [], oneOfOnes: [] });
});

afterEach(() => {
  edges.saved.clear();
  edges.calls = [];
  edges.failAfter = null;
  setRun({ phase: 'idle', current: 0, total: 0, record: null, resumable: null });
  vi.mocked(runFromRecord).mockClear();
  vi.mocked(composeRecorded).mockClear();
});

const finished = () => {
  const { record, phase } = useRunStore.getState();
  return { phase, digits: record?.digits, sizes: [...(record?.results.size ?? [])], rarity: record?.plan?.rarity };
};

describe('a run and its resume', () => {
  it('go through the same functions, and the resumed run finishes the set an uninterrupted run makes', async () => {
    await generateNftFiles(CREDITS);
    const uninterrupted = finished();
    expect(uninterrupted.phase).toBe('done');
    expect(uninterrupted.sizes.every((size) => size > 0)).toBe(true);

    // The same settings again, but the tab closes after 2 of the 6 images.
    edges.calls = [];
    edges.failAfter = 2;
    await generateNftFiles(CREDITS);
    expect(useRunStore.getState().phase).toBe('error');
    expect(useRunStore.getState().resumable).toEqual({ made: 2, total: 6 });

    edges.failAfter = null;
    await resumeRun();
    expect(finished()).toEqual(uninterrupted);
    // Resume made only the four missing images.
    expect(edges.calls[1]).toEqual(edges.calls[0]!.slice(2));
    expect(useRunStore.getState().resumable).toBeNull();

    // Three runs (two fresh, one resumed), each through runFromRecord and composeRecorded with its record.
    expect(vi.mocked(runFromRecord)).toHaveBeenCalledTimes(3);
    expect(vi.mocked(composeRecorded)).toHaveBeenCalledTimes(3);
    const [, interrupted, resumed] = vi.mocked(runFromRecord).mock.calls.map(([record]) => record);
    expect(resumed!.digits).toEqual(interrupted!.digits);
    expect(resumed!.plan).toEqual(interrupted!.plan);
  });

  it('takes the rarity from the plan on screen and runs it without planning again', async () => {
    const { refreshPlan } = await import('./plan-state');
    await refreshPlan(CREDITS);
    const shown = useRunStore.getState().plan.result;
    if (!shown?.ok) throw new Error('the plan was refused');
    await generateNftFiles(CREDITS);
    // The very plan object on screen: not planned again.
    expect(useRunStore.getState().plan.result).toBe(shown);
    expect(useRunStore.getState().record?.plan?.rarity).toBe(shown.rarity);
  });

  it('ends the last run’s session (its caches) when the next run’s record begins, not before', async () => {
    await generateNftFiles(CREDITS);
    const last = runs.current;
    // A Generate refused before its record begins (nothing to combine) leaves the last run and its session.
    useTraitGroupsStore.setState({ groups: [] });
    await generateNftFiles(CREDITS);
    expect(last.ended).toBe(false);
    expect(runs.current).toBe(last);
    useTraitGroupsStore.setState({ groups: [{ id: 1, name: 'Back', files: [file('red'), file('blue')], traitValues: {} }] });
    await generateNftFiles(CREDITS);
    expect(last.ended).toBe(true);
    expect(runs.current).not.toBe(last);
    expect(useRunStore.getState().phase).toBe('done');
  });
});
