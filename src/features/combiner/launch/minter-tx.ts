// The create_minter transaction: signed by the connected Keplr or Leap (their offline signer, for the
// profile's chain), broadcast through the profile's RPC with the creation fee as funds (CosmJS
// SigningCosmWasmClient.execute, gas simulated), and the addresses read back from its events: the
// factory instantiates the minter (the factory's own minter code id) and the minter the sg721
// collection, each an `instantiate` event with `_contract_address` and `code_id`.
import type { Keplr } from '@keplr-wallet/types';
import type { ChainProfile } from '@shared/chains/chain-profile';
import type { Coin, CreateMinterExecute } from '@core/launch/vending-types';
import type { CreateOpenEditionExecute } from '@core/launch/open-edition-types';
import { TX_POLL_MS } from '@/config/constants';
import type { CreatedMinter } from './launch-store';

type Event = { type: string; attributes: readonly { key: string; value: string }[] };

/** Thrown when the wallet did not sign: nothing reached the chain. */
export class NotSigned extends Error {}

export function addressesOf(events: readonly Event[], params: { code_id: number }, sg721CodeId: number): Omit<CreatedMinter, 'txHash'> {
  const made = events
    .filter((e) => e.type === 'instantiate')
    .map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])) as Record<string, string>);
  const minter = made.find((a) => a.code_id === String(params.code_id))?._contract_address;
  const collection = made.find((a) => a.code_id === String(sg721CodeId))?._contract_address;
  if (!minter || !collection) throw new Error('The transaction went through, but its events name no minter and collection');
  return { minter, collection };
}

export async function createMinterTx(
  profile: ChainProfile,
  wallet: Keplr,
  sender: string,
  /** The factory the message is for: the vending or the open-edition one. */
  factory: string,
  message: CreateMinterExecute | CreateOpenEditionExecute,
  funds: Coin[],
  params: { code_id: number },
): Promise<CreatedMinter> {
  const [{ SigningCosmWasmClient }, { GasPrice }] = await Promise.all([import('@cosmjs/cosmwasm-stargate'), import('@cosmjs/stargate')]);
  await wallet.enable(profile.chainId);
  const offline = wallet.getOfflineSigner(profile.chainId);
  // Only the wallet's refusal is told apart: anything else is the chain's answer.
  const signer = {
    getAccounts: () => offline.getAccounts(),
    signDirect: (address: string, doc: Parameters<typeof offline.signDirect>[1]) =>
      offline.signDirect(address, doc).catch((error: unknown) => {
        throw new NotSigned(error instanceof Error ? error.message : String(error));
      }),
  };
  const client = await SigningCosmWasmClient.connectWithSigner(profile.rpc, signer, {
    gasPrice: GasPrice.fromString(`${profile.gasPrice}${profile.feeDenom.denom}`),
    broadcastPollIntervalMs: TX_POLL_MS,
  });
  try {
    const result = await client.execute(sender, factory, message, 'auto', 'Traitforge launch', funds);
    return { ...addressesOf(result.events, params, profile.launchpad.sg721CodeId!), txHash: result.transactionHash };
  } finally {
    client.disconnect();
  }
}
