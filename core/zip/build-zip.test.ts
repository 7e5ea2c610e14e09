import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildZip } from './build-zip.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('buildZip', () => {
  it('round-trips names, order and bytes with STORE and with DEFLATE', async () => {
    const entries = [
      { name: '1.png', data: bytes('first'.repeat(100)) },
      { name: '2.json', data: bytes('{"a":1}') },
    ];
    for (const level of [0, 9]) {
      const zip = await JSZip.loadAsync(await buildZip(entries, { level }));
      expect(Object.keys(zip.files)).toEqual(['1.png', '2.json']);
      expect(await zip.file('1.png')!.async('string')).toBe('first'.repeat(100));
      expect(await zip.file('2.json')!.async('string')).toBe('{"a":1}');
    }
  });

  it('deflates when asked, and stores otherwise', async () => {
    const entries = [{ name: 'a.txt', data: bytes('x'.repeat(10_000)) }];
    const stored = await buildZip(entries, { level: 0 });
    const deflated = await buildZip(entries, { level: 9 });
    expect(stored.length).toBeGreaterThan(10_000);
    expect(deflated.length).toBeLessThan(1_000);
  });
});
