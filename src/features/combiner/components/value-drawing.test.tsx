import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { ValueDrawing } from './value-drawing';

const group = (id: number, values: number): TraitGroup => ({
  id,
  name: `Layer ${id}`,
  files: Array.from({ length: values }, (_, v) => ({ id: `${id}-${v}`, name: `${id}-${v}.png` })),
  traitValues: {},
});

afterEach(() => {
  act(() => useTraitGroupsStore.setState({ groups: [] }));
});

function renderRow(groups: TraitGroup[]) {
  act(() => useTraitGroupsStore.setState({ groups }));
  render(<ValueDrawing group={groups[0]!} file={groups[0]!.files[0]!} value="cap" />);
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Drawing place of cap' });
}

describe('ValueDrawing', () => {
  it('in a long stack holds only the chosen place and no file input until it is used', () => {
    // 20 layers of 30 values: each rendered row's select would hold 38 places.
    const select = renderRow(Array.from({ length: 20 }, (_, l) => group(l + 1, 30)));
    expect([...select.options].filter((o) => !o.hidden)).toHaveLength(1);
    expect(screen.queryByLabelText('Add a part to cap')).toBeNull();
    fireEvent.focus(select);
    expect(select.options).toHaveLength(39);
  });

  it('in a long stack gets its file input when "Add a part" is pressed', () => {
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
