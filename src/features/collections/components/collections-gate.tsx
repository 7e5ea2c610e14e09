import type { ReactNode } from 'react';
import { MESSAGES, onlyChainOrEmail } from '@contract/collections';
import { isCosmosWallet, useSessionStore } from '@/lib/session-store';
import { useChain } from '@/lib/chain';

/** Collections need a proved session of a wallet on the active chain or an email user; otherwise the spec's warnings. */
export function CollectionsGate({ children }: { children: (address: string) => ReactNode }) {
  const { ownershipProved, starsAddress, activeWallet } = useSessionStore();
  const chain = useChain();
  const warning =
    !ownershipProved || !starsAddress
      ? MESSAGES.sessionEnded
      : !isCosmosWallet(activeWallet) && activeWallet !== 'email'
        ? chain
          ? onlyChainOrEmail(chain.name)
          : MESSAGES.onlyStarsOrEmail
        : null;
  if (warning) {
    return (
      <p role="alert" className="rounded border-l-4 border-amber-500 bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {warning}
      </p>
    );
  }
  return <>{children(starsAddress!)}</>;
}
