import { create } from 'zustand';

interface PendingWallet {
  /** The wallet a sign-in waits for (its user unlocking, approving, signing), or null. */
  label: string | null;
  /** Counts sign-ins: a newer pick supersedes one still waiting, whose outcome is then dropped. */
  attempt: number;
}

export const usePendingWallet = create<PendingWallet>(() => ({ label: null, attempt: 0 }));
