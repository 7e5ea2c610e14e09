// The collection size field: the default size the plan gives shows while the field is left alone, and
// does not change under the artist's caret while they type.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { GeneratorSettings } from './generator-settings';
import { setPlan } from '../run/run-store';

afterEach(() => act(() => setPlan({ size: 0 })));

it('keeps the text of a focused size field when the planned default changes, and shows the default after', () => {
  act(() => setPlan({ size: 16 }));
  render(<GeneratorSettings disabled={false} />);
  const field = screen.getByRole('textbox', { name: /^Collection size/ }) as HTMLInputElement;
  expect(field.value).toBe('16');
  fireEvent.focus(field);
  act(() => setPlan({ size: 4 }));
  expect(field.value).toBe('16');
  fireEvent.blur(field);
  expect(field.value).toBe('4');
});
