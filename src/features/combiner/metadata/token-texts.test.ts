import { describe, expect, it } from 'vitest';
import { tokenTexts } from './token-texts';
import type { TextEdit } from '../run/run-record';

const text = (token: number, name: string | null, description: string | null): TextEdit => ({
  kind: 'text',
  token,
  name,
  description,
  changes: [],
});

describe('the tokens’ own texts of an edit log', () => {
  it('keeps the last edit of each token, and a token set back to the collection’s has none', () => {
    expect(tokenTexts(undefined)).toEqual({});
    expect(tokenTexts([text(3, 'A', null), text(5, null, 'Five'), text(3, 'B', 'Bee'), text(5, null, null)])).toEqual({
      3: { name: 'B', description: 'Bee' },
    });
  });
});
