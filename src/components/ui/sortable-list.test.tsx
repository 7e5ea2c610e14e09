import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';
import { useSortableItem } from './use-sortable-item';

const ROW = 40;

function Row({ id }: { id: string }) {
  const { itemProps, handleProps } = useSortableItem(id);
  return (
    <li {...itemProps} data-row={id}>
      <span {...handleProps} aria-label={`Reorder ${id}`}>
        ⋮⋮
      </span>
      <span>{id}</span>
      <input aria-label={`Name of ${id}`} defaultValue={id} />
    </li>
  );
}

function List({ onMove }: { onMove(from: number, to: number): void }) {
  const [ids, setIds] = useState(['a', 'b', 'c']);
  return (
    <SortableList
      ids={ids}
      itemName={(id) => `item ${String(id).toUpperCase()}`}
      onMove={(from, to) => {
        onMove(from, to);
        const next = [...ids];
        next.splice(to, 0, ...next.splice(from, 1));
        setIds(next);
      }}
    >
      <ul>
        {ids.map((id) => (
          <Row key={id} id={id} />
        ))}
      </ul>
    </SortableList>
  );
}

// jsdom lays nothing out: each row is given its place in a column of 40 px rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-row]');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = row ? index * ROW : 0;
    const height = row ? ROW : 3 * ROW;
    return { x: 0, y: top, top, left: 0, width: 200, height, right: 200, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => vi.restoreAllMocks());

const order = () => [...document.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row'));

const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** A mouse press at height y that moves by dy in a few steps, as dnd-kit's mouse sensor sees it. */
async function press(from: Element, y: number, dy: number) {
  fireEvent.mouseDown(from, { button: 0, clientX: 20, clientY: y });
  for (let step = 1; step <= 4; step++) {
    fireEvent.mouseMove(document, { clientX: 20, clientY: y + (dy * step) / 4 });
    await nextFrame();
  }
}

describe('SortableList', () => {
  it('moves an item dragged with the mouse onto another', async () => {
    const onMove = vi.fn();
    render(<List onMove={onMove} />);
    await press(screen.getByText('a'), 20, 2 * ROW);
    expect(screen.getByLabelText('Reorder a')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.mouseUp(document, { clientX: 20, clientY: 20 + 2 * ROW });
    expect(onMove).toHaveBeenCalledWith(0, 2);
    expect(order()).toEqual(['b', 'c', 'a']);
  });

  it('starts no drag from a field inside an item, so text there can be selected', async () => {
    const onMove = vi.fn();
    render(<List onMove={onMove} />);
    await press(screen.getByLabelText('Name of a'), 20, 2 * ROW);
    expect(screen.getByLabelText('Reorder a')).not.toHaveAttribute('aria-pressed');
    fireEvent.mouseUp(document, { clientX: 20, clientY: 20 + 2 * ROW });
    expect(onMove).not.toHaveBeenCalled();
    expect(order()).toEqual(['a', 'b', 'c']);
  });

  it('moves an item with the keyboard from its handle: Space, arrow down, Space', async () => {
    const onMove = vi.fn();
    render(<List onMove={onMove} />);
    const handle = screen.getByLabelText('Reorder a');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    // The sensor moves once the item is measured.
    await nextFrame();
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextFrame();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(onMove).toHaveBeenCalledWith(0, 1);
    expect(order()).toEqual(['b', 'a', 'c']);
  });

  it('tells screen readers each step by the item name and position, not its id', async () => {
    render(<List onMove={vi.fn()} />);
    const handle = screen.getByLabelText('Reorder a');
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('Picked up item A, position 1 of 3.');
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('item A is over position 2 of 3.');
    fireEvent.keyDown(document, { code: 'Escape', key: 'Escape' });
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('Moving was cancelled: item A is back at position 1 of 3.');
    expect(order()).toEqual(['a', 'b', 'c']);
    expect(handle).toHaveAccessibleDescription(/press Space or Enter on its handle/);
  });

  it('leaves its memoised items alone when it renders again with the same ids in a new array', () => {
    const renders = vi.fn();
    // Memoised, so only the sortable context can render it again.
    const Counted = memo(function Counted({ id }: { id: string }) {
      renders(id);
      const { itemProps } = useSortableItem(id);
      return (
        <li {...itemProps} data-row={id}>
          {id}
        </li>
      );
    });
    const Page = ({ ids, tick }: { ids: string[]; tick: number }) => (
      <SortableList ids={ids} itemName={String} onMove={vi.fn()}>
        <ul data-tick={tick}>
          {ids.map((id) => (
            <Counted key={id} id={id} />
          ))}
        </ul>
      </SortableList>
    );
    const { rerender } = render(<Page ids={['a', 'b', 'c']} tick={0} />);
    const first = renders.mock.calls.length;
    // A windowed list makes its ids anew at each scroll step.
    rerender(<Page ids={['a', 'b', 'c']} tick={1} />);
    expect(renders.mock.calls.length).toBe(first);
    // A real change still reaches every item (their places changed).
    rerender(<Page ids={['c', 'a', 'b']} tick={2} />);
    expect(renders.mock.calls.length).toBeGreaterThan(first);
    expect(order()).toEqual(['c', 'a', 'b']);
  });
});
