import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySelect } from './lazy-select';

const OPTIONS = [
  { value: '', text: 'None (its own weight)' },
  { value: 'a', text: 'red (Background)' },
  { value: 'b', text: 'a very long value name (Accessories)' },
];

function renderSelect(listed: boolean, value = 'a', onValue = vi.fn()) {
  render(<LazySelect label="Value that leads to Alien" value={value} options={OPTIONS} listed={listed} onValue={onValue} />);
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Value that leads to Alien' });
  const shown = () => [...select.options].map((o) => `${o.text}${o.hidden ? ' (hidden)' : ''}`);
  return { select, shown, onValue };
}

afterEach(cleanup);

describe('LazySelect', () => {
  it('closed and untouched, holds the option it shows and the longest, hidden, for its width', () => {
    const { select, shown } = renderSelect(false);
    expect(shown()).toEqual(['red (Background)', 'a very long value name (Accessories) (hidden)']);
    expect(select).toHaveDisplayValue('red (Background)');
  });

  it('gets every option when focused or pressed, and gives the pick back', () => {
    const { select, shown, onValue } = renderSelect(false);
    fireEvent.focus(select);
    expect(shown()).toEqual(OPTIONS.map((o) => o.text));
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onValue).toHaveBeenCalledWith('b');
    fireEvent.blur(select);
    fireEvent.pointerDown(select);
    expect(shown()).toHaveLength(3);
  });

  it('listed, holds every option from the start', () => {
    expect(renderSelect(true).shown()).toEqual(OPTIONS.map((o) => o.text));
  });
});
