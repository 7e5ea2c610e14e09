import { describe, expect, it } from 'vitest';
import { extensionOf, numberedName, planBatches, shortenName } from './numbering';

describe('numberedName', () => {
  it('numbers from 1 and keeps the original extension', () => {
    expect(numberedName(0, 'cat.png')).toBe('1.png');
    expect(numberedName(41, 'archive.tar.gz')).toBe('42.gz');
    expect(numberedName(9, 'Photo.JPEG')).toBe('10.JPEG');
  });

  it('adds no extension when the name has none', () => {
    expect(numberedName(2, 'README')).toBe('3');
    expect(numberedName(2, '.hidden')).toBe('3');
    expect(extensionOf('trailing.')).toBe('.');
  });
});

describe('planBatches', () => {
  it('packs 100 files per zip named by the numbers inside', () => {
    expect(planBatches(250)).toEqual([
      { start: 0, end: 100, zipName: 'files_1-100.zip' },
      { start: 100, end: 200, zipName: 'files_101-200.zip' },
      { start: 200, end: 250, zipName: 'files_201-250.zip' },
    ]);
  });

  it('handles exact multiples, a single file and none', () => {
    expect(planBatches(200).map((b) => b.zipName)).toEqual(['files_1-100.zip', 'files_101-200.zip']);
    expect(planBatches(1)).toEqual([{ start: 0, end: 1, zipName: 'files_1-1.zip' }]);
    expect(planBatches(0)).toEqual([]);
  });
});

describe('shortenName', () => {
  it('keeps names up to 50 characters and shortens longer ones to 50', () => {
    const fifty = 'x'.repeat(46) + '.png';
    expect(shortenName(fifty)).toBe(fifty);
    const long = 'y'.repeat(60) + '.png';
    expect(shortenName(long)).toHaveLength(50);
    expect(shortenName(long)).toBe(`${'y'.repeat(47)}...`);
  });
});
