import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OutcomeMessage } from '@/components/ui/outcome-message';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cancelPinning, pinCars } from './pin-cars';
import { forgetPinningKey, pinningKey, recallPinningKey, rememberPinningKey, setPinningKey } from './pinning-key';
import { choosePinService, useLaunchStore, type CarName, type PinService } from './launch-store';
import { PIN_SERVICES } from './pin-services';
import { PinKeyFields } from './pin-key-fields';
import { useSitePinning } from './site-pinning';

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

/** The services offered: the site's own Pinata account first, when this deployment has one. */
const offered = (site: boolean): PinService[] => [...(site ? (['pinata-site'] as const) : []), 'pinata', 'filebase'];

function ServiceChoice({ disabled, onChoose }: { disabled: boolean; onChoose(service: PinService): void }) {
  const chosen = useLaunchStore((s) => s.pinService);
  const site = useSitePinning();
  return (
    <fieldset className="flex flex-wrap gap-4 text-sm" disabled={disabled}>
      <legend className="mb-1 font-medium">Pinning service</legend>
      {offered(site).map((service) => (
        <label key={service} className="flex items-center gap-2">
          <input type="radio" name="pin-service" checked={chosen === service} onChange={() => onChoose(service)} />
          {PIN_SERVICES[service].name}
        </label>
      ))}
    </fieldset>
  );
}

/** The pinning service and its key, typed by the artist (kept in this tab unless remembered), and the pin step. */
export function PinPanel() {
  const { pin, pinOutcome, pinService } = useLaunchStore();
  const keyless = PIN_SERVICES[pinService].keyless === true;
  const [key, setKey] = useState(pinningKey());
  const [remember, setRemember] = useState(false);
  useEffect(() => {
    if (!keyless && !pinningKey()) void recallPinningKey(pinService).then((k) => k && (setKey(k), setRemember(true)));
  }, [pinService, keyless]);
  const choose = (service: PinService) => {
    choosePinService(service);
    setKey('');
    setRemember(false);
  };
  const start = async () => {
    setPinningKey(key);
    if (remember && key) await rememberPinningKey(pinService);
    await pinCars();
  };
  return (
    <div className="space-y-2">
      <ServiceChoice disabled={pin === 'running'} onChoose={choose} />
      <PinKeyFields service={pinService} value={key} onChange={setKey} />
      {!keyless && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember on this device (encrypted)
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={pin === 'running'} onClick={() => void start()}>
          {pin === 'failed' ? 'Resume pinning' : `Pin to ${PIN_SERVICES[pinService].name}`}
        </Button>
        {pin === 'running' && (
          <Button variant="secondary" onClick={cancelPinning}>
            Cancel pinning
          </Button>
        )}
        {!keyless && (
          <Button variant="secondary" onClick={() => void forgetPinningKey(pinService).then(() => (setKey(''), setRemember(false)))}>
            Forget key
          </Button>
        )}
      </div>
      <CarProgress car="images" />
      <CarProgress car="metadata" />
      <OutcomeMessage outcome={pinOutcome} label="Pinning result" />
    </div>
  );
}
