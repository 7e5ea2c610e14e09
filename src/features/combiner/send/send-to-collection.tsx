import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { provedAddress, useSessionStore } from '@/lib/session-store';
import { useRunId } from '../run/finished-run';
import { SendChooser } from './send-chooser';
import { useSendPorts } from './send-ports';
import { SendProgress } from './send-progress';
import { setSend, useSendStore } from './send-store';
import { useSend } from './use-send';
import type { SendPorts } from './send-ports';

/** "Send to a collection": a finished run's images and traits into a collection of the files screen. */
export function SendToCollection() {
  const ports = useSendPorts();
  return ports ? <SendButton ports={ports} /> : null;
}

/** The mutation lives here, beside the button, so closing the dialog never loses a send under way. */
function SendButton({ ports }: { ports: SendPorts }) {
  const [open, setOpen] = useState(false);
  const send = useSend(ports);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Send to a collection
      </Button>
      <Dialog open={open} title="Send to a collection" onClose={() => setOpen(false)}>
        <SendBody ports={ports} send={send} />
      </Dialog>
    </>
  );
}

function SendBody({ ports, send }: { ports: SendPorts; send: ReturnType<typeof useSend> }) {
  const address = useSessionStore(provedAddress);
  const runId = useRunId();
  const sending = useSendStore((s) => s.runId === runId && s.phase !== 'idle');
  if (!address) return <p className="text-sm">Connect a wallet or sign in by email to send the images to a collection.</p>;
  if (sending)
    return <SendProgress pending={send.pending} onCancel={send.cancel} onResume={send.resume} onAgain={() => setSend({ phase: 'idle' })} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        The images go up as 1.png ... N.png with one trait per layer, each file assigned its values, ready for the META JSON Editor.
      </p>
      <SendChooser ports={ports} address={address} onChoose={send.start} />
    </div>
  );
}
