// GET /api/chain: the chain profile in force (shared/chains/), which the SPA reads instead of a
// build-time constant; and the shape of its overrides (CHAIN_* variables, the content file's CHAIN).
import { z } from 'zod';
import { CHAIN_KEYS, type ChainProfile } from '../../shared/chains/chain-profile.ts';
import { PARTNER_KEYS } from '../../shared/chains/partner-keys.ts';

/** How long a page keeps the profile it read (it changes only with a restart). */
export const CHAIN_CACHE_S = 300;

const denomSchema = z.object({
  denom: z.string().regex(/^[a-z][a-z0-9/:._-]{1,127}$/, 'must be a base denom like uatom'),
  display: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(18),
});
const bech32 = z.string().regex(/^[a-z]{1,20}1[a-z0-9]+$/, 'must be a bech32 address');
const template = (field: string) =>
  z
    .string()
    .url()
    .includes(field, { message: `must contain ${field}` });

export const launchpadSchema = z.object({
  vendingFactory: bech32.nullable(),
  openEditionFactory: bech32.nullable(),
  sg721CodeId: z.number().int().positive().nullable(),
});

export const chainProfileSchema = z.object({
  key: z.enum(CHAIN_KEYS),
  chainId: z.string().regex(/^[a-zA-Z0-9_.-]{1,64}$/, 'must be a chain id like cosmoshub-4'),
  name: z.string().min(1).max(64),
  bech32Prefix: z.string().regex(/^[a-z]{1,20}$/, 'must be lowercase letters, like cosmos'),
  coinType: z.number().int().min(0),
  feeDenom: denomSchema,
  mintDenom: denomSchema,
  gasPrice: z.number().positive(),
  rpc: z.string().url(),
  rest: z.string().url(),
  indexerUrl: z.string().url().nullable(),
  explorerTx: template('{hash}'),
  explorerAccount: template('{address}'),
  marketplaceCollection: template('{contract}'),
  partnerContracts: z.partialRecord(z.enum(PARTNER_KEYS), bech32),
  launchpad: launchpadSchema,
}) satisfies z.ZodType<ChainProfile>;

/** Fields a deployment may override (everything but the key); the launchpad's members one by one. */
export const chainOverridesSchema = chainProfileSchema
  .omit({ key: true })
  .extend({ launchpad: launchpadSchema.partial() })
  .partial()
  .strict();
export type ChainOverrides = z.infer<typeof chainOverridesSchema>;
