// The five partner collections (SPEC.md section 3), shared by the SPA and the server. Holding their
// tokens earns credits: holdings x multiplier, summed. Contract addresses are configuration
// (PARTNER_COLLECTIONS on the server, served to the SPA by GET /api/partners); these are the defaults.
import { z } from 'zod';

/** Tokens per indexer page (SPEC.md section 9); a full page means there may be more. */
export const TOKEN_PAGE_SIZE = 900;

/** How long clients may reuse GET /api/partners (configuration changes only with a restart). */
export const PARTNERS_CACHE_S = 300;

export const PARTNER_KEYS = ['batKids', 'badMorning', 'lazySloth', 'smokersClub', 'joinRevolution'] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];

const partnerCollectionSchema = z.object({
  key: z.enum(PARTNER_KEYS),
  title: z.string(),
  multiplier: z.number(),
  contract: z.string(),
  cover: z.string(),
  link: z.string(),
});
export type PartnerCollection = z.infer<typeof partnerCollectionSchema>;

const marketplace = (contract: string) => `https://www.stargaze.zone/m/${contract}/tokens`;

function partner(key: PartnerKey, title: string, multiplier: number, contract: string): PartnerCollection {
  return { key, title, multiplier, contract, cover: `/partners/${key}.svg`, link: marketplace(contract) };
}

// The real mainnet contract addresses are not published with the spec: these placeholders are clearly
// not contracts and must be replaced through PARTNER_COLLECTIONS in production (see docs/accounts.md, Partner collections and credits).
export const DEFAULT_PARTNERS: readonly PartnerCollection[] = [
  partner('batKids', 'Bat Kids', 1000, 'stars1batkids0000000000000000000000000000000000000000000000'),
  partner('badMorning', 'Bad morning', 500, 'stars1badmorning000000000000000000000000000000000000000000'),
  partner('lazySloth', 'Lazy Sloth Club', 500, 'stars1lazysloth0000000000000000000000000000000000000000000'),
  partner('smokersClub', 'The Smokers Club Tribute Collection', 500, 'stars1smokersclub00000000000000000000000000000000000000000'),
  partner('joinRevolution', 'Join revolution!', 100, 'stars1joinrevolution000000000000000000000000000000000000000'),
];

const override = z.union([
  z.string().regex(/^stars1[a-z0-9]+$/),
  z.object({ contract: z.string().regex(/^stars1[a-z0-9]+$/), link: z.string().url().optional() }),
]);

/** PARTNER_COLLECTIONS: `{ "batKids": "stars1...", "lazySloth": { "contract": "stars1...", "link": "https://..." } }`. */
export const partnerOverridesSchema = z.partialRecord(z.enum(PARTNER_KEYS), override);

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

/** The defaults with the configured contract addresses (and marketplace links) applied. */
export function applyPartnerOverrides(overrides: z.infer<typeof partnerOverridesSchema>): PartnerCollection[] {
  return DEFAULT_PARTNERS.map((p) => {
    const o = overrides[p.key];
    if (!o) return p;
    const contract = typeof o === 'string' ? o : o.contract;
    const link = typeof o === 'string' ? marketplace(contract) : (o.link ?? marketplace(contract));
    return { ...p, contract, link };
  });
}

/** GET /api/partners. */
export const partnersResponseSchema = z.object({ partners: z.array(partnerCollectionSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;
