// A new run holds the screen from the click on: while it plans, the last run's progress and exports are
// gone (its results are about to be cleared), and a plan that is refused or cancelled gives them back.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanResult } from '../../../../workers/protocol';

let answerPlan: (result: PlanResult | null) => void = () => undefined;
vi.mock('./plan-state', async (original) => ({
  ...(await original<object>()),
  refreshPlan: vi.fn(() => new Promise<PlanResult | null>((resolve) => (answerPlan = resolve))),
}));

const { GenerateSection } = await import('../components/generate-section');
const { setGeneration } = await import('../stores/generation-store');
const { useTraitGroupsStore } = await import('../stores/trait-groups-store');
const { useExportStore } = await import('../export/export-store');
const { usePlanStore } = await import('./plan-state');

// jsdom has the element but not its modal methods.
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};

const file = (name: string) => ({ id: name, name, url: `blob:${name}` });
const lastRun = { status: 'done', current: 12, total: 12, resultCount: 12, zipBusy: false, metadataBusy: false } as const;

beforeEach(() => {
  act(() => {
    useTraitGroupsStore.setState({ groups: [{ id: 1, name: 'Back', files: [file('a.png'), file('b.png')], traitValues: {} }] });
    setGeneration(lastRun);
  });
});

afterEach(() => {
  act(() => {
    useTraitGroupsStore.setState({ groups: [] });
    useExportStore.setState({ busy: null });
    usePlanStore.setState({ sizeError: null });
    setGeneration({ status: 'idle', current: 0, total: 0, resultCount: 0 });
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
    act(() => usePlanStore.setState({ sizeError: 'Collection size can be at most 2 (2 valid combinations).', planning: false }));
    await act(async () => answerPlan(null));
    expect(await screen.findByText('12 / 12 (100%)')).toBeTruthy();
    expect(imagesButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Generate NFT Files' })).toHaveProperty('disabled', false);
  });

  it('gives the last run back on Cancel', async () => {
    startNewRun();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(async () => answerPlan(null));
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
