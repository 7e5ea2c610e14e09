// Picking a wallet: wait for a late-injected wallet object, connect, store the address, prove ownership
// through the server.
import { notify } from '../../../components/ui/notification-store';
import { useSessionStore } from '../../../lib/session-store';
import { WalletError, type WalletAdapter } from '../adapters/wallet-adapter';
import { proveOwnership } from '../api/prove-ownership';

export async function connectWallet(adapter: WalletAdapter): Promise<void> {
  if (!(await adapter.waitUntilInstalled())) {
    notify('warning', adapter.installHint);
    return;
  }
  const session = useSessionStore.getState();
  let address: string;
  try {
    address = await adapter.connect();
  } catch (error) {
    notify('error', error instanceof WalletError ? error.message : `Failed to connect to ${adapter.label}`);
    return;
  }
  session.update({ starsAddress: address, activeWallet: adapter.kind, userEmail: null, ownershipProved: false, keplrSignature: null });
  try {
    const proved = await proveOwnership(adapter, address);
    // The server's spelling names the user's files (file URLs); the wallet's is compared case-blind.
    session.update({ starsAddress: proved.address, ownershipProved: true, keplrSignature: proved.signature });
    notify('success', 'Account ownership proved successfully!');
  } catch (error) {
    session.update({ ownershipProved: false });
    notify('error', error instanceof WalletError ? error.message : `Error proving ${adapter.label} account ownership`);
  }
}
