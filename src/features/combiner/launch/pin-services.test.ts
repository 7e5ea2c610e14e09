import { describe, expect, it } from 'vitest';
import { PIN_SERVICES, filebaseFields, filebaseKeyText, sameRoot } from './pin-services';

describe('pinning services', () => {
  it('takes a root as the same whichever CID version the service writes it in, and nothing else as it', () => {
    // One directory's root in both forms (CIDv0 base58, CIDv1 base32), and another directory's.
    const v0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
    const v1 = 'bafybeie5nqv6kd3qnfjupgvz34woh3oksc3iau6abmyajn7qvtf6d2ho34';
    const other = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
    expect(sameRoot(v0, v1)).toBe(true);
    expect(sameRoot(v1, v1)).toBe(true);
    expect(sameRoot(other, v1)).toBe(false);
    expect(sameRoot('not a cid', v1)).toBe(false);
  });

  it('asks Filebase for all three of its fields, Pinata for its JWT', () => {
    const key = { accessKey: 'AK', secretKey: 'SK', bucket: 'cars' };
    expect(filebaseFields(filebaseKeyText(key))).toEqual(key);
    expect(filebaseFields('')).toEqual({ accessKey: '', secretKey: '', bucket: '' });
    expect(PIN_SERVICES.filebase.hasKey(filebaseKeyText(key))).toBe(true);
    expect(PIN_SERVICES.filebase.hasKey(filebaseKeyText({ ...key, bucket: '' }))).toBe(false);
    expect(PIN_SERVICES.pinata.hasKey('')).toBe(false);
    expect(PIN_SERVICES.pinata.hasKey('eyJ...')).toBe(true);
  });
});
