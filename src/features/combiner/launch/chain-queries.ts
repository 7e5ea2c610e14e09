// What the create step reads from the chain before anything is signed, over the profile's REST
// (the Cosmos SDK gateway): the factory's `params {}` smart query (packages/sg2/src/query.rs,
// Sg2QueryMsg::Params, answered as ParamsResponse) and the signer's balance in the fee's denom.
import type { ChainProfile } from '@shared/chains/chain-profile';
import type { Coin, VendingFactoryParams } from '@core/launch/vending-types';

async function json<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url).catch((error: unknown) => {
    throw new Error(`${what}: the chain's REST endpoint did not answer (${String(error)})`);
  });
  if (!response.ok) throw new Error(`${what}: the chain answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A factory's `params {}`: `P` is its params type (the vending or the open-edition factory's). */
export async function factoryParams<P = VendingFactoryParams>(profile: ChainProfile, factory: string): Promise<P> {
  const query = btoa(JSON.stringify({ params: {} }));
  const answer = await json<{ data: { params: P } }>(
    `${profile.rest}/cosmwasm/wasm/v1/contract/${factory}/smart/${encodeURIComponent(query)}`,
    "Reading the factory's params",
  );
  return answer.data.params;
}

export async function balanceOf(profile: ChainProfile, address: string, denom: string): Promise<Coin> {
  const answer = await json<{ balance?: Coin }>(
    `${profile.rest}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=${encodeURIComponent(denom)}`,
    'Reading your balance',
  );
  return answer.balance ?? { denom, amount: '0' };
}
