// The launch checklist's state: the packed roots it launches, each CAR's upload (its resumable URL,
// bytes the service holds, the root it reported), the gateway check and the minter made. What lets a
// step resume after a reload is kept in localStorage (never the pinning key).
import { create } from 'zustand';
import type { Outcome } from '@/components/ui/outcome-message';

export type CarName = 'images' | 'metadata';
export type PinService = 'pinata' | 'pinata-site' | 'filebase';
export type StepStatus = 'todo' | 'running' | 'done' | 'failed';

export interface PackedRoots {
  imagesRoot: string;
  metadataRoot: string;
  count: number;
}

export interface CarPin {
  /** The service's handle on the upload under way (Pinata's upload URL, Filebase's multipart upload id). */
  upload: string | null;
  sent: number;
  total: number;
  root: string | null;
}

export interface CreatedMinter {
  minter: string;
  collection: string;
  txHash: string;
}

export interface LaunchState {
  pack: PackedRoots | null;
  /** Where the CARs are pinned; another choice starts the pinning over. */
  pinService: PinService;
  pins: Record<CarName, CarPin>;
  pin: StepStatus;
  pinStartedAt: number | null;
  pinSentAtStart: number;
  pinOutcome: Outcome | null;
  gateway: StepStatus;
  gatewayOutcome: Outcome | null;
  create: StepStatus;
  createOutcome: Outcome | null;
  minter: CreatedMinter | null;
  /** The pinning under way; Cancel aborts it. */
  pinController: AbortController | null;
  /** The pinning key typed in this tab: memory only (the ledger below never names it). */
  pinningKey: string;
}

const LEDGER = 'traitforge.launch';
const emptyPin = (): CarPin => ({ upload: null, sent: 0, total: 0, root: null });

export const freshLaunch = (pack: PackedRoots | null): LaunchState => ({
  pack,
  pinService: 'pinata',
  pins: { images: emptyPin(), metadata: emptyPin() },
  pin: 'todo',
  pinStartedAt: null,
  pinSentAtStart: 0,
  pinOutcome: null,
  gateway: 'todo',
  gatewayOutcome: null,
  create: 'todo',
  createOutcome: null,
  minter: null,
  pinController: null,
  pinningKey: '',
});

function restored(): LaunchState {
  try {
    const saved = JSON.parse(localStorage.getItem(LEDGER) ?? 'null') as Partial<LaunchState> | null;
    if (!saved?.pack) return freshLaunch(null);
    // A step under way when the page closed is resumable, not running.
    const settle = (s: StepStatus | undefined): StepStatus =>
      s === 'done' ? 'done' : s === 'running' || s === 'failed' ? 'failed' : 'todo';
    return {
      ...freshLaunch(saved.pack),
      pinService: saved.pinService ?? 'pinata',
      pins: saved.pins ?? freshLaunch(null).pins,
      pin: settle(saved.pin),
      gateway: settle(saved.gateway),
      create: settle(saved.create),
      minter: saved.minter ?? null,
    };
  } catch {
    return freshLaunch(null);
  }
}

export const useLaunchStore = create<LaunchState>(restored);

useLaunchStore.subscribe(({ pack, pinService, pins, pin, gateway, create, minter }) =>
  localStorage.setItem(LEDGER, JSON.stringify({ pack, pinService, pins, pin, gateway, create, minter })),
);

export const setLaunch = (fields: Partial<LaunchState>) => useLaunchStore.setState(fields);

export function setPin(car: CarName, fields: Partial<CarPin>): void {
  const { pins } = useLaunchStore.getState();
  setLaunch({ pins: { ...pins, [car]: { ...pins[car], ...fields } } });
}

/** A new packing starts a new launch; the same roots keep the one under way. */
export function adoptPack(pack: PackedRoots): void {
  const current = useLaunchStore.getState().pack;
  if (current?.imagesRoot === pack.imagesRoot && current.metadataRoot === pack.metadataRoot) return;
  const { pinService, pinningKey } = useLaunchStore.getState();
  useLaunchStore.setState({ ...freshLaunch(pack), pinService, pinningKey });
}

/** Another pinning service: what was sent to the first one does not count there, and its key is not this one's. */
export function choosePinService(service: PinService): void {
  const { pinService, pack } = useLaunchStore.getState();
  if (service === pinService) return;
  const fresh = freshLaunch(pack);
  setLaunch({
    pinService: service,
    pins: fresh.pins,
    pin: 'todo',
    pinOutcome: null,
    gateway: 'todo',
    gatewayOutcome: null,
    pinningKey: '',
  });
}
