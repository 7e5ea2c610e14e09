import type { ReactNode } from 'react';
import { MESSAGES } from '@contract/collections';
import { isStarsAddress, useSessionStore } from '@/lib/session-store';

/** Collections need a proved session of a Stargaze wallet or an email user; otherwise the spec's warnings. */
export function CollectionsGate({ children }: { children: (address: string) => ReactNode }) {
  const { ownershipProved, starsAddress, activeWallet } = useSessionStore();
  const warning =
    !ownershipProved || !starsAddress
      ? MESSAGES.sessionEnded
      : !isStarsAddress(starsAddress) && activeWallet !== 'email'
        ? MESSAGES.onlyStarsOrEmail
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
