// "Pin": images.car, then (only once the service reports the root computed here) metadata.car, to
// the chosen service (Pinata or Filebase). A mismatch stops with both roots shown; a dropped connection resumes by itself, and Cancel
// or a reload leaves a "Resume pinning" that sends only what the service lacks.
import { carFile } from './launch-files';
import { PIN_SERVICES, sameRoot } from './pin-services';
import { pinningKey } from './pinning-key';
import { setLaunch, setPin, useLaunchStore, type CarName } from './launch-store';

export const cancelPinning = () => useLaunchStore.getState().pinController?.abort();

async function pinOne(car: CarName, expected: string, signal: AbortSignal): Promise<boolean> {
  const { pins, pinService } = useLaunchStore.getState();
  const state = pins[car];
  if (state.root === expected) return true;
  const file = await carFile(`${car}.car`);
  setPin(car, { total: file.size });
  const root = await PIN_SERVICES[pinService].send(file, {
    car,
    bytes: file.size,
    expected,
    key: pinningKey(),
    resume: state.upload,
    signal,
    onUpload: (upload) => setPin(car, { upload }),
    onProgress: (sent) => setPin(car, { sent }),
  });
  if (sameRoot(root, expected)) {
    setPin(car, { root: expected });
    return true;
  }
  setPin(car, { upload: null, sent: 0 });
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
  const { pack, pin, pins, pinService } = useLaunchStore.getState();
  if (!pack || pin === 'running') return;
  const service = PIN_SERVICES[pinService];
  if (!service.hasKey(pinningKey())) {
    setLaunch({ pin: 'failed', pinOutcome: { ok: false, text: service.missingKey, problems: [] } });
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
