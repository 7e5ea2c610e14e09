import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cancelPinning, pinCars } from './pin-cars';
import { forgetPinningKey, pinningKey, recallPinningKey, rememberPinningKey, setPinningKey } from './pinning-key';
import { useLaunchStore, type CarName } from './launch-store';

const SERVICE = 'pinata';
const inputClass = 'w-full rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900';

/** "3 min 20 s left" from the bytes sent since this attempt began. */
function timeLeft(sent: number, total: number, sentAtStart: number, startedAt: number | null): string {
  const done = sent - sentAtStart;
  if (!startedAt || done <= 0) return '';
  const seconds = Math.ceil(((total - sent) * ((performance.now() - startedAt) / 1000)) / done);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s left` : `${seconds} s left`;
}

function CarProgress({ car }: { car: CarName }) {
  const { pins, pin, pinStartedAt, pinSentAtStart } = useLaunchStore();
  const { sent, total, root } = pins[car];
  const all = pins.images.total + pins.metadata.total;
  const allSent = pins.images.sent + pins.metadata.sent;
  if (!total) return null;
  return (
    <div className="text-sm">
      <p aria-label={`${car}.car progress`}>
        {car}.car: {sent} of {total} bytes{root ? `, root confirmed ${root}` : ''}
        {pin === 'running' && !root ? ` (${timeLeft(allSent, all, pinSentAtStart, pinStartedAt)})` : ''}
      </p>
      <ProgressBar value={sent} max={total} label={`${car}.car sent`} />
    </div>
  );
}

/** The pinning key, typed by the artist (kept in this tab unless remembered), and the pin step. */
export function PinPanel() {
  const { pin, pinOutcome } = useLaunchStore();
  const [key, setKey] = useState(pinningKey());
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    if (!pinningKey()) void recallPinningKey(SERVICE).then((k) => k && (setKey(k), setRemember(true)));
  }, []);
  const start = async () => {
    setPinningKey(key);
    if (remember && key) await rememberPinningKey(SERVICE);
    await pinCars();
  };
  return (
    <div className="space-y-2">
      <label className="block text-sm">
        <span className="mb-1 block">Pinata key (JWT)</span>
        <input className={inputClass} type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        Remember on this device (encrypted)
      </label>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={pin === 'running'} onClick={() => void start()}>
          {pin === 'failed' ? 'Resume pinning' : 'Pin to Pinata'}
        </Button>
        {pin === 'running' && (
          <Button variant="secondary" onClick={cancelPinning}>
            Cancel pinning
          </Button>
        )}
        <Button variant="secondary" onClick={() => void forgetPinningKey(SERVICE).then(() => (setKey(''), setRemember(false)))}>
          Forget key
        </Button>
      </div>
      <CarProgress car="images" />
      <CarProgress car="metadata" />
      <OutcomeMessage outcome={pinOutcome} label="Pinning result" />
    </div>
  );
}
