import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageSha256, provenanceText } from './provenance.ts';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

describe('provenance.json', () => {
  it("lists each image's SHA-256 in token order and hashes their hex concatenation, as sha256sum computes them", async () => {
    const images = [new Uint8Array([137, 80, 78, 71, 1]), new Uint8Array([137, 80, 78, 71, 2]), new Uint8Array([])];
    const hashes = await Promise.all(images.map((png, i) => imageSha256(i === 1 ? new Blob([png]) : png)));
    expect(hashes).toEqual(images.map((png) => sha256(png)));
    // The empty file's hash, as every SHA-256 tool prints it.
    expect(hashes[2]).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const saved = JSON.parse(await provenanceText(hashes));
    expect(saved.algorithm).toBe('SHA-256');
    expect(saved.provenance).toBe(sha256(hashes.join('')));
    expect(saved.images).toEqual([
      { token: 1, file: 'images/1.png', sha256: hashes[0] },
      { token: 2, file: 'images/2.png', sha256: hashes[1] },
      { token: 3, file: 'images/3.png', sha256: hashes[2] },
    ]);
  });
});
