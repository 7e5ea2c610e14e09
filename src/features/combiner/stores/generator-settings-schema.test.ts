import { describe, expect, it } from 'vitest';
import { validSettings } from './generator-settings-schema';
import { defaultGeneratorSettings } from '@core/plan/from-settings';

const defaults = defaultGeneratorSettings('seed');

describe('stored generator rules', () => {
  it('keeps every rule kind, "requires one of" with its alternatives', () => {
    const rules = [
      { kind: 'never', a: 'red', b: 'cap' },
      { kind: 'only', a: 'red', b: 'crown' },
      { kind: 'oneOf', a: 'cap', b: 'long', or: ['short', 'bald'] },
    ];
    expect(validSettings({ rules }, defaults).rules).toEqual(rules);
  });

  it('drops a malformed rule and keeps the rest', () => {
    const stored = [
      { kind: 'oneOf', a: 'cap', b: 'long' },
      { kind: 'oneOf', a: 'cap', b: 'long', or: [] },
      { kind: 'oneOf', a: 'cap', b: 'long', or: [3] },
      { kind: 'always', a: 'cap', b: 'long' },
      { kind: 'never', a: 'red' },
      { kind: 'never', a: 'red', b: 'cap', or: ['crown'] },
    ];
    expect(validSettings({ rules: stored }, defaults).rules).toEqual([{ kind: 'never', a: 'red', b: 'cap' }]);
  });

  it("keeps a one-of-one attribute's own type, and drops an unknown one with its one-of-one", () => {
    const king = {
      id: 'one-of-one-1',
      name: 'The King',
      attributes: [
        { trait_type: 'Crown', value: '3', traitType: 'boost_number' },
        { trait_type: 'Power', value: '99' },
      ],
    };
    const bad = { ...king, id: 'one-of-one-2', attributes: [{ trait_type: 'Crown', value: '3', traitType: 'percent' }] };
    expect(validSettings({ oneOfOnes: [king, bad] }, defaults).oneOfOnes).toEqual([king]);
  });
});
