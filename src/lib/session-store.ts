// The wallet session on this tab: zustand, mirrored key by key to sessionStorage (SPEC.md section 3).
// Shared infrastructure rather than part of the wallet feature, because every feature reads it.
import { create } from 'zustand';
import { readItem, writeItem } from './storage';

export type WalletKind = 'keplr' | 'leap' | 'metamask' | 'magiceden' | 'solflare' | 'email';

export interface SessionFields {
  starsAddress: string | null;
  ownershipProved: boolean;
  activeWallet: WalletKind | null;
  keplrSignature: string | null;
  userEmail: string | null;
}

interface SessionStore extends SessionFields {
  update(fields: Partial<SessionFields>): void;
  clear(): void;
}

const EMPTY: SessionFields = {
  starsAddress: null,
  ownershipProved: false,
  activeWallet: null,
  keplrSignature: null,
  userEmail: null,
};

function readStored(): SessionFields {
  return {
    starsAddress: readItem('session', 'starsAddress'),
    ownershipProved: readItem('session', 'ownershipProved') === 'true',
    activeWallet: readItem('session', 'activeWallet') as WalletKind | null,
    keplrSignature: readItem('session', 'keplrSignature'),
    userEmail: readItem('session', 'userEmail'),
  };
}

function writeStored(fields: Partial<SessionFields>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'ownershipProved') writeItem('session', key, value ? 'true' : 'false');
    else writeItem('session', key, (value as string | null) ?? null);
  }
}

export const useSessionStore = create<SessionStore>((set) => ({
  ...readStored(),
  update(fields) {
    writeStored(fields);
    set(fields);
  },
  clear() {
    writeStored({ starsAddress: null, activeWallet: null, keplrSignature: null, userEmail: null });
    writeItem('session', 'ownershipProved', null);
    set(EMPTY);
  },
}));

/** Keplr and Leap sign in on the active chain (SPEC.md: the 'stars1' addresses on Stargaze). */
export const isCosmosWallet = (wallet: string | null): boolean => wallet === 'keplr' || wallet === 'leap';

/** The address whose server data may be read: set once ownership is proved, else null. */
export const provedAddress = (s: SessionFields): string | null => (s.ownershipProved ? s.starsAddress : null);

/** The session fields alone (what the router context carries), without the store's actions. */
export const sessionFields = ({
  starsAddress,
  ownershipProved,
  activeWallet,
  keplrSignature,
  userEmail,
}: SessionFields): SessionFields => ({
  starsAddress,
  ownershipProved,
  activeWallet,
  keplrSignature,
  userEmail,
});

/** True while this tab holds any part of a session (an address, a wallet, or a proof). */
export const hasAnySession = (): boolean => {
  const s = useSessionStore.getState();
  return !!(s.starsAddress || s.activeWallet || s.ownershipProved);
};
