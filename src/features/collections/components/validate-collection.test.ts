import { describe, expect, it } from 'vitest';
import { validateCollection } from './validate-collection';

const png = new File([new Uint8Array([1])], 'c.png', { type: 'image/png' });

describe('validateCollection', () => {
  it('needs a name of at most 255 characters and a description of at most 255', () => {
    expect(validateCollection({ name: '  ', description: '', cover: png }, true)).toBe('Collection name is required');
    expect(validateCollection({ name: 'x'.repeat(256), description: '', cover: png }, true)).toBe('Name must be at most 255 characters');
    expect(validateCollection({ name: 'ok', description: 'y'.repeat(256), cover: png }, true)).toBe(
      'Description must be at most 255 characters',
    );
    expect(validateCollection({ name: 'x'.repeat(255), description: 'y'.repeat(255), cover: png }, true)).toBeNull();
  });

  it('needs an image cover when creating, and none when editing', () => {
    expect(validateCollection({ name: 'ok', description: '', cover: null }, true)).toBe('Please choose a cover image');
    expect(validateCollection({ name: 'ok', description: '', cover: null }, false)).toBeNull();
    const text = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    expect(validateCollection({ name: 'ok', description: '', cover: text }, false)).toBe('Cover must be an image file');
  });
});
