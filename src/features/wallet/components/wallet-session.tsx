// The wallet feature's always-mounted part: session checks and the two sign-in dialogs.
import { useState } from 'react';
import { useWalletSession } from '../hooks/use-wallet-session';
import { ConnectDialog } from './connect-dialog';
import { EmailDialog } from './email-dialog';

export function WalletSession() {
  useWalletSession();
  const [emailOpen, setEmailOpen] = useState(false);
  return (
    <>
      <ConnectDialog onEmail={() => setEmailOpen(true)} />
      <EmailDialog open={emailOpen} onClose={() => setEmailOpen(false)} />
    </>
  );
}
