import { describe, expect, it } from 'vitest';
import { editText, rerollText, swapText } from './edit-texts';

const layers = [
  { name: 'Background', values: ['Red', 'Blue'] },
  { name: 'Hat', values: ['Cap', 'Crown'] },
];

describe('edit texts', () => {
  it('name both tokens of a swap and the value each takes, None included', () => {
    expect(swapText(layers, { layer: 0, token: 412, gets: 0, partner: 88, partnerGets: 1 })).toBe('#412 gets Red, #88 gets Blue');
    expect(swapText(layers, { layer: 1, token: 3, gets: -1, partner: 9, partnerGets: 1 })).toBe('#3 gets None, #9 gets Crown');
  });

  it('write a log line per re-roll', () => {
    const swaps = [
      { layer: 0, token: 412, gets: 0, partner: 88, partnerGets: 1 },
      { layer: 1, token: 412, gets: 1, partner: 7, partnerGets: 0 },
    ];
    expect(rerollText(layers, { token: 412, kept: ['Hat'], seed: '3f9a0c12', swaps: swaps.slice(0, 1) })).toBe(
      'Re-roll #412 keeping Hat, seed 3f9a0c12: #412 gets Red, #88 gets Blue',
    );
    expect(rerollText(layers, { token: 412, kept: [], seed: 'x', swaps })).toBe(
      'Re-roll #412, seed x: #412 gets Red, #88 gets Blue; #412 gets Crown, #7 gets Cap',
    );
  });

  it('write a log line per exclusion, selection and one-of-one', () => {
    const swap = { layer: 0, token: 77, gets: 0, partner: 88, partnerGets: 1 };
    const image = { pack: 0, offset: 0, size: 1, crc: 0 };
    expect(editText(layers, { kind: 'exclude', token: 77, seed: 'ab', swaps: [swap], changes: [] })).toBe(
      'Exclude #77, seed ab: #77 gets Red, #88 gets Blue',
    );
    expect(editText(layers, { kind: 'reroll-selection', tokens: [77, 3], kept: ['Hat'], seed: 'cd', swaps: [swap], changes: [] })).toBe(
      'Re-roll #77, #3 keeping Hat, seed cd: #77 gets Red, #88 gets Blue',
    );
    const changes = [{ token: 77, before: [1, -1], after: [-1, -1, 0], image }];
    expect(editText(layers, { kind: 'one-of-one', token: 77, name: 'The King', changes, previous: {} })).toBe(
      'Replace #77 with the one-of-one The King: one fewer Background Blue, Hat None',
    );
    // A layer of another template (-2) is not the token's: it is not named, not even as None.
    const alien = [{ token: 5, before: [-2, 1], after: [-1, -1, 0], image }];
    expect(editText(layers, { kind: 'one-of-one', token: 5, name: 'The King', changes: alien, previous: {} })).toBe(
      'Replace #5 with the one-of-one The King: one fewer Hat Crown',
    );
    expect(editText(layers, { kind: 'look-alikes', groups: [[3, 7]], tokens: [7], seed: 'ef', swaps: [swap], changes: [] })).toBe(
      'Re-roll look-alikes #3 and #7, seed ef: #77 gets Red, #88 gets Blue',
    );
  });
});
