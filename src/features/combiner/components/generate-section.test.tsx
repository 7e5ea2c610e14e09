// A new run holds the screen from the click on: while it plans, the last run's progress and exports are
// gone (its results are about to be cleared), and a plan that is refused or cancelled gives them back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RatedPlan } from '@core/protocol';

const planner = vi.hoisted(() => ({ answer: (_: RatedPlan | null) => undefined as void }));
vi.mock('../run/plan-state', async (original) => ({
  ...(await original<object>()),
  refreshPlan: vi.fn(() => new Promise<RatedPlan | null>((resolve) => (planner.answer = resolve))),
}));

const { GenerateSection } = await import('./generate-section');
const { setPlan, setRun } = await import('../run/run-store');
const { useTraitGroupsStore } = await import('../stores/trait-groups-store');
const { useExportStore } = await import('../export/export-store');

// jsdom has the element but not its modal methods.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

const file = (name: string) => ({ id: name, name });
const lastRecord = {
  count: 12,
  digits: [],
  layers: [],
  results: { packs: [], pack: new Uint16Array(12), offset: new Float64Array(12), size: new Uint32Array(12) },
};
const lastRun = { phase: 'done', current: 12, total: 12, record: lastRecord } as const;

beforeEach(() => {
  act(() => {
    useTraitGroupsStore.setState({ groups: [{ id: 1, name: 'Back', files: [file('a.png'), file('b.png')], traitValues: {} }] });
    setRun(lastRun);
  });
});

afterEach(() => {
  act(() => {
    useTraitGroupsStore.setState({ groups: [] });
    useExportStore.setState({ busy: null, imageZipsBusy: false, metadataZipsBusy: false });
    setPlan({ sizeError: null });
    setRun({ phase: 'idle', current: 0, total: 0, record: null });
  });
});

const imagesButton = () => screen.getByRole('button', { name: 'Download All Images in batches (ZIP)' });

function startNewRun() {
  render(<GenerateSection credits={100} />);
  expect(screen.getByText('12 / 12 (100%)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Generate NFT Files' }));
  fireEvent.click(screen.getByRole('button', { name: 'Discard and generate' }));
}

describe('a new run while it plans', () => {
  it('hides the last run’s progress and holds its exports and the Generate button', () => {
    startNewRun();
    expect(screen.queryByText('12 / 12 (100%)')).toBeNull();
    expect(imagesButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Generate Metadata (JSON)' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Generating...' })).toHaveProperty('disabled', true);
  });

  it('gives the last run back when the plan is refused', async () => {
    startNewRun();
    act(() => setPlan({ sizeError: 'Collection size can be at most 2 (2 valid combinations).', planning: false }));
    await act(async () => planner.answer(null));
    expect(await screen.findByText('12 / 12 (100%)')).toBeTruthy();
    expect(imagesButton()).toHaveProperty('disabled', false);
    // Disabled with the reason until the size fits.
    expect(screen.getByRole('button', { name: 'Generate NFT Files' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Nothing can be generated: Collection size can be at most 2 (2 valid combinations).',
    );
  });

  it('gives the last run back on Cancel', async () => {
    startNewRun();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => planner.answer(null));
    expect(await screen.findByText('12 / 12 (100%)')).toBeTruthy();
    expect(imagesButton()).toHaveProperty('disabled', false);
  });
});

it('Generate waits while an export reads the results', () => {
  act(() => useExportStore.setState({ busy: 'zip' }));
  render(<GenerateSection credits={100} />);
  expect(screen.getByRole('button', { name: 'Generate NFT Files' })).toHaveProperty('disabled', true);
  act(() => useExportStore.setState({ busy: null }));
  expect(screen.getByRole('button', { name: 'Generate NFT Files' })).toHaveProperty('disabled', false);
});
