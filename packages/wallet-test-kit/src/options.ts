// The options of `wallets.install` and `wallets.set`, checked before anything is installed: an unknown or
// misplaced option throws an error that names the right form, so no test passes on an option that was
// silently ignored. `install` takes either form:
//   install(['keplr'], { locked: true })                 the same behaviour for every wallet installed
//   install(['keplr', 'metamask'], { keplr: { locked: true } })   per wallet
import type { StubWallet } from './wallet-stubs-page.ts';
import type { StubBehaviour } from './wallets.ts';

export const ALL_WALLETS: StubWallet[] = ['keplr', 'leap', 'metamask', 'magiceden', 'solflare'];

type Check = (value: unknown) => boolean;
const flag: Check = (v) => typeof v === 'boolean';
const milliseconds: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const discovery: Check = (v) => v === 'both' || v === 'eip6963' || v === 'window.ethereum';

/** Every option, its check, what it takes, and whether it can only be given to `install`. */
const OPTIONS: Record<keyof StubBehaviour, { check: Check; takes: string; installOnly?: boolean }> = {
  injectAfterMs: { check: milliseconds, takes: 'milliseconds', installOnly: true },
  rejectConnection: { check: flag, takes: 'true or false' },
  rejectSignature: { check: flag, takes: 'true or false' },
  locked: { check: flag, takes: 'true or false' },
  wrongChain: { check: flag, takes: 'true or false' },
  unknownChain: { check: flag, takes: 'true or false' },
  signDelayMs: { check: milliseconds, takes: 'milliseconds' },
  foreignKey: { check: flag, takes: 'true or false' },
  evmDiscovery: { check: discovery, takes: "'both', 'eip6963' or 'window.ethereum'", installOnly: true },
};
const OPTION_NAMES = Object.keys(OPTIONS);

export type InstallOptions = StubBehaviour | Partial<Record<StubWallet, StubBehaviour>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isWallet = (name: string): name is StubWallet => (ALL_WALLETS as string[]).includes(name);
const FORMS = "wallets.install(['keplr'], { locked: true }) or wallets.install(['keplr', 'metamask'], { keplr: { locked: true } })";

function checkBehaviour(where: string, behaviour: unknown, installing: boolean): StubBehaviour {
  if (!isRecord(behaviour)) throw new Error(`${where}: expected an object of options, got ${JSON.stringify(behaviour)}`);
  for (const [name, value] of Object.entries(behaviour)) {
    const option = OPTIONS[name as keyof StubBehaviour];
    if (isWallet(name))
      throw new Error(
        installing
          ? `${where}: "${name}" is a wallet, not an option; ${FORMS}`
          : `${where}: "${name}" is a wallet, not an option; name the wallet first: wallets.set('${name}', { locked: true })`,
      );
    if (!option) throw new Error(`${where}: unknown option "${name}"; the options are ${OPTION_NAMES.join(', ')}`);
    if (option.installOnly && !installing)
      throw new Error(`${where}: "${name}" can only be given to install, before the page loads: ${FORMS}`);
    if (!option.check(value)) throw new Error(`${where}: "${name}" takes ${option.takes}, got ${JSON.stringify(value)}`);
  }
  return { ...behaviour } as StubBehaviour;
}

export function checkWallets(wallets: unknown): StubWallet[] {
  if (!Array.isArray(wallets) || wallets.length === 0)
    throw new Error(`wallets.install: the first argument is a list of wallets (${ALL_WALLETS.join(', ')}); ${FORMS}`);
  for (const name of wallets)
    if (typeof name !== 'string' || !isWallet(name))
      throw new Error(`wallets.install: unknown wallet ${JSON.stringify(name)}; the wallets are ${ALL_WALLETS.join(', ')}`);
  return wallets as StubWallet[];
}

/** The behaviour of each installed wallet, from either form of `install`'s options. */
export function behavioursOf(wallets: StubWallet[], options: unknown = {}): Map<StubWallet, StubBehaviour> {
  if (!isRecord(options)) throw new Error(`wallets.install: options must be an object; ${FORMS}`);
  const keys = Object.keys(options);
  const perWallet = keys.filter(isWallet);
  if (perWallet.length > 0 && perWallet.length < keys.length)
    throw new Error(
      `wallets.install: options mix wallet names (${perWallet.join(', ')}) and options (${keys.filter((k) => !isWallet(k)).join(', ')}); use one form: ${FORMS}`,
    );
  const out = new Map<StubWallet, StubBehaviour>();
  if (perWallet.length === 0) {
    const shared = checkBehaviour('wallets.install', options, true);
    for (const wallet of wallets) out.set(wallet, { ...shared });
    return out;
  }
  for (const name of perWallet)
    if (!wallets.includes(name))
      throw new Error(`wallets.install: options for "${name}", which is not installed (installing ${wallets.join(', ')})`);
  for (const wallet of wallets) out.set(wallet, checkBehaviour(`wallets.install: ${wallet}`, options[wallet] ?? {}, true));
  return out;
}

/** A behaviour change of `wallets.set(wallet, behaviour)`. */
export const checkSet = (wallet: StubWallet, behaviour: unknown): StubBehaviour =>
  checkBehaviour(`wallets.set('${wallet}', ...)`, behaviour, false);
