// "Create on chain": the message built from the project and the form, checked against the factory's
// params read from the chain (every problem at once, the balance included), shown and saved as
// launch/create-minter.json; only then signed and broadcast (minter-tx.ts).
import type { Keplr } from '@keplr-wallet/types';
import { buildCreateMinter, type LaunchInput } from '@core/launch/create-minter';
import { buildOpenEdition, openEditionProblems } from '@core/launch/open-edition';
import type { OpenEditionFactoryParams } from '@core/launch/open-edition-types';
import { baseUnits, coinText } from '@core/launch/coin-text';
import { launchProblems } from '@core/launch/launch-problems';
import type { CreateMinterExecute, VendingFactoryParams } from '@core/launch/vending-types';
import type { CreateOpenEditionExecute } from '@core/launch/open-edition-types';
import { useSessionStore } from '@/lib/session-store';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import type { LaunchSettings } from '@core/export/targets/preflight';
import { launchProfile } from './launch-config';
import { balanceOf, factoryParams } from './chain-queries';
import { saveCreateMinterJson } from './launch-files';
import { NotSigned, createMinterTx } from './minter-tx';
import { setLaunch, useLaunchStore } from './launch-store';

export type MinterKind = 'vending' | 'open-edition';

export interface CreateForm {
  /** Vending: the packed tokens, numbered. Open edition: token 1's metadata for every mint. */
  kind: MinterKind;
  symbol: string;
  mintPrice: string;
  /** `datetime-local` text, the artist's local time. */
  startTime: string;
  /** Open edition only: `datetime-local` text, or empty for no end. */
  endTime: string;
  /** Open edition only: the most tokens, or empty for as many as are minted before the end. */
  editionSize: string;
  explicitContent: boolean;
}

export type LaunchMessage = CreateMinterExecute | CreateOpenEditionExecute;
const localMs = (text: string) => (text ? new Date(text).getTime() : Number.NaN);

const failed = (text: string, problems: string[] = []) => setLaunch({ create: 'failed', createOutcome: { ok: false, text, problems } });

function connectedWallet(): { wallet: Keplr; address: string } | null {
  const { activeWallet, starsAddress } = useSessionStore.getState();
  if ((activeWallet !== 'keplr' && activeWallet !== 'leap') || !starsAddress) return null;
  const wallet = (window as unknown as Record<string, Keplr | undefined>)[activeWallet];
  return wallet ? { wallet, address: starsAddress } : null;
}

/** `launch`: the export panel's pre-flight settings (external link, royalty, per-address limit). */
export async function createOnChain(form: CreateForm, launch: LaunchSettings, onMessage: (message: LaunchMessage) => void): Promise<void> {
  const { pack, create } = useLaunchStore.getState();
  if (!pack || create === 'running') return;
  const profile = await launchProfile();
  const { sg721CodeId } = profile.launchpad;
  const factory = form.kind === 'vending' ? profile.launchpad.vendingFactory : profile.launchpad.openEditionFactory;
  if (!factory || sg721CodeId === null)
    return failed(`${profile.name} has no launchpad factory configured: the deployment sets it in the chain profile`);
  const signer = connectedWallet();
  if (!signer) return failed('Sign in with Keplr or Leap to create the minter: the signed-in address is its creator');
  setLaunch({ create: 'running', createOutcome: { ok: true, text: "Reading the factory's params from the chain...", problems: [] } });
  try {
    const params = await factoryParams<VendingFactoryParams & OpenEditionFactoryParams>(profile, factory);
    const { name, description } = useCombinerSettings.getState();
    const coin = (c: { denom: string; amount: string }) => coinText(c, [profile.mintDenom, profile.feeDenom]);
    const price = baseUnits(form.mintPrice, profile.mintDenom);
    const royalty = launch.royaltyPercent.trim() ? Number(launch.royaltyPercent) : 0;
    const input: LaunchInput = {
      sg721CodeId,
      name,
      symbol: form.symbol,
      creator: signer.address,
      description,
      image: `ipfs://${pack.imagesRoot}/1.png`,
      externalLink: launch.externalLink,
      explicitContent: form.explicitContent,
      royalty: royalty ? { paymentAddress: signer.address, percent: royalty } : null,
      baseTokenUri: `ipfs://${pack.metadataRoot}`,
      numTokens: pack.count,
      mintPrice: { denom: profile.mintDenom.denom, amount: price ?? '0' },
      startTimeMs: localMs(form.startTime),
      startTradingTimeMs: null,
      perAddressLimit: Number(launch.perAddressLimit.trim() || '1'),
    };
    const funds = [params.creation_fee];
    const rules = { params, funds, nowMs: Date.now(), coin, bech32Prefix: profile.bech32Prefix };
    let message: LaunchMessage;
    let problems: string[];
    if (form.kind === 'vending') {
      message = buildCreateMinter(input);
      problems = launchProblems(message, rules);
    } else {
      message = buildOpenEdition({
        ...input,
        tokenUri: `${input.baseTokenUri}/1`,
        numTokens: form.editionSize.trim() ? Number(form.editionSize) : null,
        endTimeMs: form.endTime ? localMs(form.endTime) : null,
      });
      problems = openEditionProblems(message, rules);
    }
    onMessage(message);
    await saveCreateMinterJson(message);
    if (!price) problems.unshift(`The mint price must be a positive amount of ${profile.mintDenom.display}`);
    const balance = await balanceOf(profile, signer.address, params.creation_fee.denom);
    if (BigInt(balance.amount) < BigInt(params.creation_fee.amount))
      problems.push(`Insufficient funds for the creation fee: ${coin(params.creation_fee)} is asked, your balance is ${coin(balance)}`);
    if (problems.length)
      return failed(`Not created: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; nothing was signed`, problems);
    setLaunch({
      createOutcome: { ok: true, text: `Sign the transaction in your wallet (creation fee ${coin(params.creation_fee)})`, problems: [] },
    });
    const minter = await createMinterTx(profile, signer.wallet, signer.address, factory, message, funds, params);
    setLaunch({ create: 'done', minter, createOutcome: { ok: true, text: 'Minter created', problems: [] } });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (error instanceof NotSigned)
      return failed(`The wallet did not sign: ${text}. Nothing was sent to the chain`, ['Create on chain again to sign.']);
    failed(`The chain refused the transaction: ${text}`, ['Nothing was created. Fix what the chain names, then create on chain again.']);
  }
}
