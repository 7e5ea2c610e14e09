import { describe, expect, it } from 'vitest';
import { validateStargaze } from './validate-stargaze.ts';
import { readyText } from './targets/check-target.ts';

const json = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `${n}.json`,
  text: JSON.stringify({
    name: `Set #${n}`,
    attributes: [
      { trait_type: 'Eyes', value: 'Red' },
      { trait_type: 'Level', value: 3 },
    ],
    ...extra,
  }),
});
const set = (count: number) => ({
  assets: Array.from({ length: count }, (_, i) => `${i + 1}.png`),
  metadata: Array.from({ length: count }, (_, i) => json(i + 1)),
});

describe("Stargaze Studio's upload checks", () => {
  it('passes numbered assets and metadata from 1, one to one, in any listing order', () => {
    const { assets, metadata } = set(12);
    expect(validateStargaze(assets.reverse(), metadata)).toEqual([]);
    expect(readyText(12, 12)).toBe('Ready for Stargaze Studio: 12 images, 12 metadata files');
  });

  it('refuses names that do not count from 1 without gaps, naming them', () => {
    expect(validateStargaze(['0.png', '1.png'], [json(1), json(2)])).toEqual([
      'Images: the file names should be in numerical order starting from 1: 0.png (expected 1), 1.png (expected 2)',
      'The metadata file names should match the asset file names: 2.json, 0.png',
    ]);
    expect(validateStargaze(['1.png', '3.png'], [json(1), json(3)])[0]).toBe(
      'Images: the file names should be in numerical order starting from 1: 3.png (expected 2)',
    );
    expect(validateStargaze(['1.png', 'merged_2.png'], [json(1), json(2)])[0]).toMatch(/^Images: .*merged_2\.png \(expected 2\)/);
  });

  it('wants as many metadata files as assets', () => {
    const { assets, metadata } = set(3);
    expect(validateStargaze(assets, metadata.slice(0, 2))).toEqual([
      'The number of metadata files should be equal to the number of asset files: 3 images, 2 metadata files',
      'The metadata file names should match the asset file names: 3.png',
    ]);
  });

  it('wants every metadata file to be a JSON object with string or number values', () => {
    const { assets } = set(4);
    const problems = validateStargaze(assets, [
      json(1),
      { name: '2.json', text: '[1, 2]' },
      { name: '3.json', text: '{"name": ' },
      json(4, { attributes: [{ Background: 'Red' }] }),
    ]);
    expect(problems).toEqual([
      'Invalid metadata file: 2.json (not a JSON object)',
      'Invalid metadata file: 3.json (not JSON)',
      'Invalid metadata file: 4.json (every attribute needs a trait_type and a value that is a string or a number)',
    ]);
    expect(validateStargaze(['1.png'], [json(1, { attributes: [{ trait_type: 'A', value: true }] })])).toHaveLength(1);
  });

  it('lists at most five offenders and counts the rest', () => {
    const problems = validateStargaze(
      Array.from({ length: 9 }, (_, i) => `${i + 2}.png`),
      Array.from({ length: 9 }, (_, i) => json(i + 1)),
    );
    expect(problems[0]).toMatch(/^Images: .*2\.png \(expected 1\), .*6\.png \(expected 5\), and 4 more$/);
  });
});
