import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DrawPlace } from '../stores/layer-drawing-schema';
import type { TraitGroup } from '../stores/trait-groups-store';
import { listsEveryPlace, PlaceSelect } from './place-select';

const group = (id: number, name: string, values = 1): TraitGroup => ({
  id,
  name,
  files: Array.from({ length: values }, (_, v) => ({ id: `${id}-${v}`, name: `${name}-${v}.png` })),
  traitValues: {},
});
const GROUPS = [group(1, 'Head'), group(2, 'Hair'), group(3, 'Hat')];
const EVERY = ['in its layer', 'under Head', 'over Head', 'under Hair', 'over Hair'];

function renderSelect(listed: boolean, place?: DrawPlace, onPlace = vi.fn()) {
  render(
    <PlaceSelect
      label="Drawing place of cap"
      groups={GROUPS}
      own={3}
      place={place}
      inPlace="in its layer"
      listed={listed}
      onPlace={onPlace}
    />,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Drawing place of cap' });
  /** The options a user can pick (a closed select may hold one more, hidden, for its width). */
  const texts = () => [...select.options].filter((o) => !o.hidden).map((o) => o.text);
  const hidden = () => [...select.options].filter((o) => o.hidden).map((o) => o.text);
  return { select, texts, hidden };
}

describe('PlaceSelect', () => {
  it('listed, holds under and over every other layer after "in its layer"', () => {
    const { select, texts } = renderSelect(true, { layer: 2, side: 'under' });
    expect(texts()).toEqual(EVERY);
    expect(select).toHaveDisplayValue('under Hair');
  });

  it('not listed, holds only its chosen place until focused, pressed or stepped with a key, and again when left', () => {
    const { select, texts, hidden } = renderSelect(false, { layer: 2, side: 'under' });
    expect(texts()).toEqual(['under Hair']);
    // The longest option, hidden, keeps the select as wide as with every option.
    expect(hidden()).toEqual(['in its layer']);
    expect(select).toHaveDisplayValue('under Hair');
    fireEvent.focus(select);
    expect(texts()).toEqual(EVERY);
    expect(hidden()).toEqual([]);
    expect(select).toHaveDisplayValue('under Hair');
    fireEvent.blur(select);
    expect(texts()).toEqual(['under Hair']);
    fireEvent.pointerDown(select);
    expect(texts()).toEqual(EVERY);
    fireEvent.blur(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    expect(texts()).toEqual(EVERY);
  });

  it('not listed, shows the first choice where no place is chosen or the chosen layer is gone', () => {
    expect(renderSelect(false).texts()).toEqual(['in its layer']);
    cleanup();
    expect(renderSelect(false, { layer: 9, side: 'over' }).texts()).toEqual(['in its layer']);
  });

  it('picks a place, or none for "in its layer"', () => {
    const onPlace = vi.fn();
    const { select } = renderSelect(false, undefined, onPlace);
    fireEvent.focus(select);
    fireEvent.change(select, { target: { value: '1:over' } });
    expect(onPlace).toHaveBeenLastCalledWith({ layer: 1, side: 'over' });
    fireEvent.change(select, { target: { value: '' } });
    expect(onPlace).toHaveBeenLastCalledWith(undefined);
  });
});

describe('listsEveryPlace', () => {
  it('is true while the whole list holds up to 2 000 place options', () => {
    // 3 layers of 10 values: 30 selects of 4 places; 20 layers of 30 values: 600 selects of 38.
    expect(listsEveryPlace([group(1, 'a', 10), group(2, 'b', 10), group(3, 'c', 10)])).toBe(true);
    expect(listsEveryPlace(Array.from({ length: 20 }, (_, l) => group(l + 1, `l${l}`, 30)))).toBe(false);
  });
});
