// The five partner collections (SPEC.md section 3), shared by the SPA and the server. Holding their
// tokens earns credits: holdings x multiplier, summed. Contract addresses belong to the chain profile
// (shared/chains/) and may be overridden (PARTNER_COLLECTIONS); GET /api/partners serves those in force.
import { z } from 'zod';
import { PARTNER_KEYS, PARTNER_META } from '../../shared/chains/partner-keys.ts';
import type { ChainProfile } from '../../shared/chains/chain-profile.ts';
import { CHAIN_PROFILES, DEFAULT_CHAIN } from '../../shared/chains/profiles.ts';

/** Tokens per indexer page (SPEC.md section 9); a full page means there may be more. */
export const TOKEN_PAGE_SIZE = 900;

/** How long clients may reuse GET /api/partners (configuration changes only with a restart). */
export const PARTNERS_CACHE_S = 300;

export { PARTNER_KEYS, type PartnerKey } from '../../shared/chains/partner-keys.ts';

const partnerCollectionSchema = z.object({
  key: z.enum(PARTNER_KEYS),
  title: z.string(),
  multiplier: z.number(),
  contract: z.string(),
  cover: z.string(),
  link: z.string(),
});
export type PartnerCollection = z.infer<typeof partnerCollectionSchema>;

const marketplace = (profile: Pick<ChainProfile, 'marketplaceCollection'>, contract: string) =>
  profile.marketplaceCollection.replace('{contract}', contract);

/** A bech32 contract address of any chain; build-deps.ts checks that it is on the active one. */
const contractAddress = z.string().regex(/^[a-z]{1,20}1[a-z0-9]+$/, 'must be a contract address (prefix1...)');
const override = z.union([contractAddress, z.object({ contract: contractAddress, link: z.string().url().optional() })]);

/** PARTNER_COLLECTIONS: `{ "batKids": "stars1...", "lazySloth": { "contract": "stars1...", "link": "https://..." } }`. */
export const partnerOverridesSchema = z.partialRecord(z.enum(PARTNER_KEYS), override);
export type PartnerOverrides = z.infer<typeof partnerOverridesSchema>;

/** The PARTNER_COLLECTIONS variable: absent, or JSON as above. */
export const partnerCollectionsEnv = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(partnerOverridesSchema.optional());

/** The partner collections of a chain: those the profile has a contract for, with overrides applied. */
export function partnersOn(
  profile: Pick<ChainProfile, 'marketplaceCollection' | 'partnerContracts'>,
  overrides: PartnerOverrides = {},
): PartnerCollection[] {
  return PARTNER_KEYS.flatMap((key) => {
    const o = overrides[key];
    const contract = o === undefined ? profile.partnerContracts[key] : typeof o === 'string' ? o : o.contract;
    if (!contract) return [];
    const link = (typeof o === 'object' ? o.link : undefined) ?? marketplace(profile, contract);
    return [{ key, ...PARTNER_META[key], contract, cover: `/partners/${key}.svg`, link }];
  });
}

/** Stargaze's partners with their built-in placeholder contracts (the defaults of the default chain). */
export const DEFAULT_PARTNERS: readonly PartnerCollection[] = partnersOn(CHAIN_PROFILES[DEFAULT_CHAIN]);

/** The defaults with the configured contract addresses (and marketplace links) applied. */
export const applyPartnerOverrides = (overrides: PartnerOverrides): PartnerCollection[] =>
  partnersOn(CHAIN_PROFILES[DEFAULT_CHAIN], overrides);

/** GET /api/partners. */
export const partnersResponseSchema = z.object({ partners: z.array(partnerCollectionSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;
