// "Pin": images.car, then (only once the service reports the root computed here) metadata.car, to
// Pinata. A mismatch stops with both roots shown; a dropped connection resumes by itself, and Cancel
// or a reload leaves a "Resume pinning" that sends only what the service lacks.
import { carFile } from './launch-files';
import { pinataUploadUrl, pinPartBytes } from './launch-config';
import { pinataUploadCar } from './pinata-upload';
import { pinningKey } from './pinning-key';
import { setLaunch, setPin, useLaunchStore, type CarName } from './launch-store';

export const cancelPinning = () => useLaunchStore.getState().pinController?.abort();

async function pinOne(car: CarName, expected: string, signal: AbortSignal): Promise<boolean> {
  const state = useLaunchStore.getState().pins[car];
  if (state.root === expected) return true;
  const file = await carFile(`${car}.car`);
  setPin(car, { total: file.size });
  const root = await pinataUploadCar(file, `${car}.car`, {
    endpoint: pinataUploadUrl(),
    key: pinningKey(),
    partBytes: pinPartBytes(),
    resumeUrl: state.url,
    signal,
    onUploadUrl: (url) => setPin(car, { url }),
    onProgress: (sent) => setPin(car, { sent }),
  });
  if (root === expected) {
    setPin(car, { root });
    return true;
  }
  setPin(car, { url: null, sent: 0 });
  setLaunch({
    pin: 'failed',
    pinOutcome: {
      ok: false,
      text: `Pinning stopped: the service reports another root for ${car}.car than the one computed here`,
      problems: [
        `Computed here: ${expected}`,
        `Reported by the service: ${root}`,
        'Pack for IPFS again, then pin again; do not use the reported root.',
      ],
    },
  });
  return false;
}

export async function pinCars(): Promise<void> {
  const { pack, pin, pins } = useLaunchStore.getState();
  if (!pack || pin === 'running') return;
  if (!pinningKey()) {
    setLaunch({ pin: 'failed', pinOutcome: { ok: false, text: 'Pinning needs your Pinata key (a JWT): type it above', problems: [] } });
    return;
  }
  const controller = new AbortController();
  const sentAtStart = pins.images.sent + pins.metadata.sent;
  setLaunch({ pin: 'running', pinController: controller, pinOutcome: null, pinStartedAt: performance.now(), pinSentAtStart: sentAtStart });
  try {
    if (!(await pinOne('images', pack.imagesRoot, controller.signal))) return;
    if (!(await pinOne('metadata', pack.metadataRoot, controller.signal))) return;
    setLaunch({ pin: 'done', pinOutcome: { ok: true, text: 'Pinned: both roots confirmed by the service', problems: [] } });
  } catch (error) {
    const cancelled = controller.signal.aborted;
    setLaunch({
      pin: 'failed',
      pinOutcome: {
        ok: false,
        text: cancelled ? 'Pinning cancelled' : `Pinning stopped: ${error instanceof Error ? error.message : String(error)}`,
        problems: ['Resume pinning sends only what the service does not hold yet.'],
      },
    });
  } finally {
    setLaunch({ pinController: null });
  }
}
