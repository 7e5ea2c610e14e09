import { afterEach, describe, expect, it, vi } from 'vitest';
import { provedAddress, sessionFields, useSessionStore } from './session-store';

const signedIn = {
  starsAddress: 'stars1owner',
  ownershipProved: true,
  activeWallet: 'keplr' as const,
  keplrSignature: 'sig',
  userEmail: null,
};

afterEach(() => useSessionStore.getState().clear());

describe('the tab session', () => {
  it('mirrors each field to sessionStorage, where the SPEC keeps it', () => {
    useSessionStore.getState().update(signedIn);
    expect(sessionStorage.getItem('starsAddress')).toBe('stars1owner');
    expect(sessionStorage.getItem('ownershipProved')).toBe('true');
    expect(sessionStorage.getItem('activeWallet')).toBe('keplr');
  });

  it('comes back after a reload of the page', async () => {
    useSessionStore.getState().update(signedIn);
    vi.resetModules();
    const reloaded = await import('./session-store');
    expect(sessionFields(reloaded.useSessionStore.getState())).toEqual(signedIn);
  });

  it('forgets everything on sign-out', () => {
    useSessionStore.getState().update(signedIn);
    useSessionStore.getState().clear();
    expect(sessionFields(useSessionStore.getState())).toEqual({
      starsAddress: null,
      ownershipProved: false,
      activeWallet: null,
      keplrSignature: null,
      userEmail: null,
    });
    expect(['starsAddress', 'ownershipProved', 'activeWallet', 'keplrSignature'].map((k) => sessionStorage.getItem(k))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads server data only for a proved address', () => {
    expect(provedAddress({ ...signedIn, ownershipProved: false })).toBeNull();
    expect(provedAddress(signedIn)).toBe('stars1owner');
  });
});
