import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './form-field';

describe('form fields', () => {
  it('name each control by its label alone, whatever the control', () => {
    render(
      <form>
        <TextField label="Title" defaultValue="" />
        <TextAreaField label="Description" defaultValue="" />
        <SelectField label="Priority" defaultValue="low">
          <option value="low">Low</option>
        </SelectField>
      </form>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('tagName', 'INPUT');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('tagName', 'TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('low');
  });

  it('read the hint and the error with the control, and mark it invalid only while there is an error', () => {
    const { rerender } = render(<TextField label="Email" hint="We send a code there" error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send a code there Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    rerender(<TextField label="Email" hint="We send a code there" />);
    expect(input).toHaveAccessibleDescription('We send a code there');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
