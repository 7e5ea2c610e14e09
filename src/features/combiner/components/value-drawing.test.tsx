import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { ValueDrawing } from './value-drawing';

const group = (id: number, values: number): TraitGroup => ({
  id,
  name: `Layer ${id}`,
  files: Array.from({ length: values }, (_, v) => ({ id: `${id}-${v}`, name: `${id}-${v}.png`, url: '' })),
  traitValues: {},
});

/** Tells the rows' observer whether the rows it watches are near the screen. */
let report: ((near: boolean) => void) | undefined;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private targets = new Set<Element>();
      constructor(callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void) {
        report = (near) => callback([...this.targets].map((target) => ({ target, isIntersecting: near })));
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      disconnect() {
        this.targets.clear();
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useTraitGroupsStore.setState({ groups: [] }));
});

function renderRow(groups: TraitGroup[]) {
  act(() => useTraitGroupsStore.setState({ groups }));
  render(<ValueDrawing group={groups[0]!} file={groups[0]!.files[0]!} value="cap" />);
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Drawing place of cap' });
}

describe('ValueDrawing', () => {
  it('in a long list, far from view, holds only the chosen place and no file input until it comes near', () => {
    // 20 layers of 30 values: 600 selects of 38 places each.
    const select = renderRow(Array.from({ length: 20 }, (_, l) => group(l + 1, 30)));
    expect([...select.options].filter((o) => !o.hidden)).toHaveLength(1);
    expect(screen.queryByLabelText('Add a part to cap')).toBeNull();
    act(() => report!(true));
    expect(select.options).toHaveLength(39);
    expect(screen.getByLabelText('Add a part to cap')).toHaveAttribute('type', 'file');
    act(() => report!(false));
    expect([...select.options].filter((o) => !o.hidden)).toHaveLength(1);
  });

  it('in a long list, far from view, gets its file input when "Add a part" is pressed', () => {
    renderRow(Array.from({ length: 20 }, (_, l) => group(l + 1, 30)));
    fireEvent.click(screen.getByRole('button', { name: 'Add a part' }));
    expect(screen.getByLabelText('Add a part to cap')).toHaveAttribute('type', 'file');
  });

  it('in a short list holds everything wherever it is', () => {
    const select = renderRow([group(1, 2), group(2, 2), group(3, 2)]);
    expect([...select.options].map((o) => o.text)).toEqual([
      'in its layer',
      'under Layer 2',
      'over Layer 2',
      'under Layer 3',
      'over Layer 3',
    ]);
    expect(screen.getByLabelText('Add a part to cap')).toHaveAttribute('type', 'file');
  });
});
