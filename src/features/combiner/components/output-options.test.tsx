import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { OutputOptions } from './output-options';
import { useGeneratorSettings } from '../stores/generator-settings-store';

const file = (name: string, width?: number, height?: number) => ({ id: name, name, width, height });
const group = (id: number, name: string, files: TraitGroup['files']): TraitGroup => ({ id, name, files, traitValues: {} });

afterEach(() => {
  act(() => {
    useTraitGroupsStore.setState({ groups: [] });
    useCombinerSettings.setState({ pixelArt: false, optimisePng: false, mismatchFit: 'stretch' });
    useGeneratorSettings.setState({ oneOfOnes: [] });
  });
});

describe('OutputOptions', () => {
  it('switches pixel art and PNG optimisation in the kept settings', () => {
    render(<OutputOptions />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Pixel art/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Optimise PNG size/ }));
    expect(useCombinerSettings.getState()).toMatchObject({ pixelArt: true, optimisePng: true });
    expect(JSON.parse(localStorage.getItem('combinerSettings')!).state).toMatchObject({ pixelArt: true, optimisePng: true });
  });

  it('says nothing when every layer image has the first one’s size', () => {
    act(() =>
      useTraitGroupsStore.setState({ groups: [group(1, 'Back', [file('a.png', 200, 200)]), group(2, 'Hat', [file('b.png', 200, 200)])] }),
    );
    render(<OutputOptions />);
    expect(screen.queryByText(/differ/)).toBeNull();
  });

  it('lists the images of another size with their sizes and lets the artist centre them', () => {
    act(() =>
      useTraitGroupsStore.setState({
        groups: [
          group(1, 'Back', [file('a.png', 200, 200), file('wide.png', 400, 200)]),
          group(2, 'Hat', [file('hat.png', 100, 50), file('old.png')]),
        ],
      }),
    );
    render(<OutputOptions />);
    expect(screen.getByText(/2 images differ in size from the first layer's first image \(200 × 200 px\)/)).toBeInTheDocument();
    expect(screen.getByText('Back / wide.png: 400 × 200 px')).toBeInTheDocument();
    expect(screen.getByText('Hat / hat.png: 100 × 50 px')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Stretch to fit' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep size and centre' }));
    expect(useCombinerSettings.getState().mismatchFit).toBe('centre');
  });

  it('lists a one-of-one of another size too, since it is drawn by the same rules', () => {
    act(() => {
      useTraitGroupsStore.setState({ groups: [group(1, 'Back', [file('a.png', 200, 200)])] });
      useGeneratorSettings.setState({
        oneOfOnes: [
          { id: 'k', name: 'The King', attributes: [], width: 300, height: 200 },
          { id: 'q', name: 'The Queen', attributes: [], width: 200, height: 200 },
        ],
      });
    });
    render(<OutputOptions />);
    expect(screen.getByText(/1 image differs in size/)).toBeInTheDocument();
    expect(screen.getByText('One-of-one / The King: 300 × 200 px')).toBeInTheDocument();
  });

  it('lists a value part of another size too, since it is drawn with its value', () => {
    const part = (name: string, width: number) => ({ file: file(name, width, 200), at: { layer: 1, side: 'under' as const } });
    act(() =>
      useTraitGroupsStore.setState({
        groups: [
          group(1, 'Back', [file('a.png', 200, 200)]),
          {
            ...group(2, 'Hat', [file('tophat.png', 200, 200)]),
            parts: { 'tophat.png': [part('tophat-back.png', 250), part('brim.png', 200)] },
          },
        ],
      }),
    );
    render(<OutputOptions />);
    expect(screen.getByText(/1 image differs in size/)).toBeInTheDocument();
    expect(screen.getByText('Hat (part) / tophat-back.png: 250 × 200 px')).toBeInTheDocument();
  });
});
