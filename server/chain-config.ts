// The chain profile in force: CHAIN picks a shipped profile, the content file's CHAIN object and then
// the CHAIN_* variables override its fields, PARTNER_COLLECTIONS its partner contracts. Whatever is
// set is checked here, at start, with the variable's name in the message.
import type { z } from 'zod';
import type { ChainKey, ChainProfile } from '../shared/chains/chain-profile.ts';
import { CHAIN_PROFILES } from '../shared/chains/profiles.ts';
import { chainOverridesSchema, type ChainOverrides } from './contract/chain.ts';
import type { PartnerOverrides } from './contract/partners.ts';

/** Variable -> profile field; JSON ones hold objects, NUMBER ones numbers. */
const VARIABLES = {
  CHAIN_ID: 'chainId',
  CHAIN_NAME: 'name',
  CHAIN_BECH32_PREFIX: 'bech32Prefix',
  CHAIN_COIN_TYPE: 'coinType',
  CHAIN_FEE_DENOM: 'feeDenom',
  CHAIN_MINT_DENOM: 'mintDenom',
  CHAIN_GAS_PRICE: 'gasPrice',
  CHAIN_RPC: 'rpc',
  CHAIN_REST: 'rest',
  CHAIN_INDEXER_URL: 'indexerUrl',
  CHAIN_EXPLORER_TX: 'explorerTx',
  CHAIN_EXPLORER_ACCOUNT: 'explorerAccount',
  CHAIN_MARKETPLACE_COLLECTION: 'marketplaceCollection',
  CHAIN_LAUNCHPAD: 'launchpad',
} as const satisfies Record<string, keyof ChainOverrides>;
export type ChainVariable = keyof typeof VARIABLES;
export const CHAIN_VARIABLES = Object.keys(VARIABLES) as ChainVariable[];

const JSON_FIELDS = new Set(['feeDenom', 'mintDenom', 'launchpad']);
const NUMBER_FIELDS = new Set(['coinType', 'gasPrice']);

function value(field: string, raw: string): unknown {
  // `none` switches the indexer off: holdings are then read from the contracts.
  if (field === 'indexerUrl' && raw === 'none') return null;
  if (NUMBER_FIELDS.has(field)) return Number(raw);
  if (!JSON_FIELDS.has(field)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The overrides the environment sets (INDEXER_URL is the older name of CHAIN_INDEXER_URL), or the issues. */
export function chainOverridesFromEnv(source: Partial<Record<ChainVariable | 'INDEXER_URL', string | undefined>>): {
  overrides: ChainOverrides;
  issues: Array<{ variable: string; message: string }>;
} {
  const raw: Record<string, unknown> = {};
  const variableOf: Record<string, string> = {};
  const set = (variable: string, field: string, text: string | undefined) => {
    if (text === undefined || text === '') return;
    raw[field] = value(field, text);
    variableOf[field] = variable;
  };
  set('INDEXER_URL', 'indexerUrl', source.INDEXER_URL);
  for (const variable of CHAIN_VARIABLES) set(variable, VARIABLES[variable], source[variable]);
  const parsed = chainOverridesSchema.safeParse(raw);
  if (parsed.success) return { overrides: parsed.data, issues: [] };
  return { overrides: {}, issues: parsed.error.issues.map((i) => issueOf(i, variableOf)) };
}

function issueOf(issue: z.core.$ZodIssue, variableOf: Record<string, string>) {
  const [field, ...rest] = issue.path.map(String);
  return { variable: [variableOf[field!] ?? field, ...rest].join('.'), message: issue.message };
}

export function applyChainOverrides(base: ChainProfile, ...layers: Array<ChainOverrides | undefined>): ChainProfile {
  let profile = base;
  for (const layer of layers) {
    if (!layer) continue;
    profile = { ...profile, ...layer, launchpad: { ...profile.launchpad, ...layer.launchpad } } as ChainProfile;
  }
  return profile;
}

/**
 * The profile in force, with partner contracts from PARTNER_COLLECTIONS (env, else the content file).
 * A partner contract of another chain's prefix is a configuration mistake: it stops the server.
 */
export function resolveChain(p: {
  chain: ChainKey;
  fileOverrides?: ChainOverrides;
  envOverrides?: ChainOverrides;
  partners?: PartnerOverrides;
}): ChainProfile {
  const profile = applyChainOverrides(CHAIN_PROFILES[p.chain], p.fileOverrides, p.envOverrides);
  for (const [key, o] of Object.entries(p.partners ?? {})) {
    const contract = typeof o === 'string' ? o : o.contract;
    if (!contract.startsWith(`${profile.bech32Prefix}1`))
      throw new Error(`PARTNER_COLLECTIONS.${key}: ${contract} is not a ${profile.name} contract (expected ${profile.bech32Prefix}1...)`);
  }
  return profile;
}
