// Whether the 'Connect your wallet' dialog is open: the header's Open App and the landing's Get Started
// open it, the wallet feature renders it.
import { create } from 'zustand';

interface ConnectDialogStore {
  open: boolean;
  setOpen(open: boolean): void;
}

export const useConnectDialog = create<ConnectDialogStore>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
