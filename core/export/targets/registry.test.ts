import { describe, expect, it } from 'vitest';
import { DEFAULT_LAUNCH_TARGET, LAUNCH_TARGET_IDS, LAUNCH_TARGETS } from '../../../shared/launch-targets.ts';
import { EXPORT_TARGETS, exportTarget, targetOf, targetOffers } from './registry.ts';

describe('the export target registry', () => {
  it('holds one module per configured target, keyed by its id, with its rules', () => {
    expect(Object.keys(EXPORT_TARGETS).sort()).toEqual([...LAUNCH_TARGET_IDS].sort());
    for (const id of LAUNCH_TARGET_IDS) {
      expect(EXPORT_TARGETS[id].id).toBe(id);
      expect(EXPORT_TARGETS[id].rules).toBe(LAUNCH_TARGETS[id]);
    }
  });

  it('gives the default target where none is named', () => {
    expect(exportTarget().id).toBe(DEFAULT_LAUNCH_TARGET);
    expect(targetOf({}).id).toBe(DEFAULT_LAUNCH_TARGET);
    expect(targetOf({ target: 'metaplex' }).id).toBe('metaplex');
  });

  it("says what the panel offers each target, from the target's own module", () => {
    expect(targetOffers('stargaze')).toEqual({ baseUri: true, bareMetadataNames: true, ipfs: true });
    expect(targetOffers('erc721')).toEqual({ baseUri: true, bareMetadataNames: false, ipfs: true });
    expect(targetOffers('metaplex')).toEqual({ baseUri: false, bareMetadataNames: false, ipfs: false });
  });
});
