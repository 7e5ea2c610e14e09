import { describe, expect, it } from 'vitest';
import { batches, planUpload } from './upload-plan';
import { checkBatchRange } from './batch-range';
import { firstWords, shortName } from './display';
import { fileMetadata, metadataFor } from './metadata';

const named = (n: number, ext = 'png') => Array.from({ length: n }, (_, i) => ({ name: `${i + 1}.${ext}` }));

describe('upload plan', () => {
  it('keeps images only and trims the selection to the credits', () => {
    const plan = planUpload([...named(30), { name: 'notes.txt' }], 80, 100);
    expect(plan.files).toHaveLength(20);
    expect(plan.rejected).toBe(1);
    expect(plan.limitedTo).toBe(20);
    expect(plan.overCollectionLimit).toBe(false);
  });

  it('flags the 10000 file limit', () => {
    const plan = planUpload(named(20, 'webp'), 9_990, 50_000);
    expect(plan.overCollectionLimit).toBe(true);
    expect(plan.files).toHaveLength(10);
  });

  it('cuts batches of 15', () => {
    expect(batches(named(31)).map((b) => b.length)).toEqual([15, 15, 1]);
  });
});

describe('batch range', () => {
  it('gives the spec messages', () => {
    expect(checkBatchRange('0', '5', '1', '1', 10)).toEqual({ ok: false, message: 'Please enter valid file numbers' });
    expect(checkBatchRange('6', '5', '1', '1', 10)).toEqual({ ok: false, message: 'Please enter valid file numbers' });
    expect(checkBatchRange('1.5', '5', '1', '1', 10)).toEqual({ ok: false, message: 'Please enter valid file numbers' });
    expect(checkBatchRange('1', '5', '1', '', 10)).toEqual({ ok: false, message: 'Please select both trait and value' });
    expect(checkBatchRange('11', '20', '1', '2', 10)).toEqual({
      ok: false,
      message: 'No valid files found in range 11-20. Available range: 1-10',
    });
    expect(checkBatchRange('5', '20', '1', '2', 10)).toEqual({ ok: true, from: 5, to: 10 });
  });
});

describe('display and metadata', () => {
  it('shortens names and values', () => {
    expect(shortName('a'.repeat(60))).toBe(`${'a'.repeat(50)}...`);
    expect(firstWords('one two three four')).toBe('one two three');
  });

  it('builds marketplace metadata', () => {
    expect(
      metadataFor({ name: 'Cats', description: 'Many' }, 3, [
        { file_id: 1, trait_id: 9, trait_name: 'Hat', value: 'Cap', value_id: 1 },
        { file_id: 1, trait_id: 2, trait_name: 'Eyes', value: 'Red', value_id: 2 },
      ]),
    ).toEqual({
      name: 'Cats #3',
      description: 'Many',
      attributes: [
        { trait_type: 'Eyes', value: 'Red' },
        { trait_type: 'Hat', value: 'Cap' },
      ],
    });
  });
});

describe("a file's own metadata", () => {
  const collection = { name: 'Set', description: 'd' };
  const assigned = [{ file_id: 1, trait_id: 2, trait_name: 'Eyes', value_id: 3, value: 'Red' }] as unknown as Parameters<
    typeof fileMetadata
  >[3];

  it('is numbered by the file, not by its place in the list', () => {
    const { fileName, text } = fileMetadata(collection, { name: '16.png' }, 1, assigned);
    expect(fileName).toBe('16.json');
    expect(JSON.parse(text)).toEqual({ name: 'Set #16', description: 'd', attributes: [{ trait_type: 'Eyes', value: 'Red' }] });
    expect(fileMetadata(collection, { name: 'cat.webp' }, 4, []).fileName).toBe('cat.json');
    expect(JSON.parse(fileMetadata(collection, { name: 'cat.webp' }, 4, []).text).name).toBe('Set #4');
  });

  it('keeps a token name of its own (a one-of-one), numbered file or not, and its image stays the file', () => {
    const king = JSON.parse(fileMetadata(collection, { name: '8.png', tokenName: 'The King' }, 3, assigned, 'bafyimages').text);
    expect(king).toEqual({
      name: 'The King',
      description: 'd',
      image: 'ipfs://bafyimages/8.png',
      attributes: [{ trait_type: 'Eyes', value: 'Red' }],
    });
    expect(JSON.parse(fileMetadata(collection, { name: '8.png', tokenName: null }, 3, []).text).name).toBe('Set #8');
  });

  it('names its image after the file when a base URI is given', () => {
    const item = JSON.parse(fileMetadata(collection, { name: '16.gif' }, 1, assigned, 'bafyimages').text);
    expect(Object.keys(item)).toEqual(['name', 'description', 'image', 'attributes']);
    expect(item.image).toBe('ipfs://bafyimages/16.gif');
  });
});
