// The product's content that is configuration, not code: partner contract addresses, the tutorial
// video ids and the Christmas winners. One JSON file (CONTENT_FILE, default content.json; see
// docs/content.md) holds them under the keys below; what it leaves out falls back to built-in
// placeholders, which the server announces at start and the SPA admits on screen.
import { z } from 'zod';
import { DEFAULT_PARTNERS, PARTNER_KEYS, partnerOverridesSchema, type PartnerCollection } from './partners.ts';
import { chainOverridesSchema } from './chain.ts';

export const TUTORIAL_KEYS = ['collections', 'files', 'traits'] as const;
export type TutorialKey = (typeof TUTORIAL_KEYS)[number];

const videoId = z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'must be a video id like dQw4w9WgXcQ');

export const xmasWinnerSchema = z.object({
  address: z.string().regex(/^[a-z]{1,20}1[a-z0-9]+$/),
  /** Social handle without the '@'. */
  handle: z.string().regex(/^[A-Za-z0-9_]{1,30}$/),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The prize: a token of a partner collection (its link follows the configured contract). */
  prize: z.object({ partner: z.enum(PARTNER_KEYS), tokenId: z.number().int().min(0) }),
});
export type XmasWinner = z.infer<typeof xmasWinnerSchema>;

export const contentFileSchema = z
  .object({
    /** Overrides of the chain profile's fields (docs/configuration.md); CHAIN_* variables win. */
    CHAIN: chainOverridesSchema.optional(),
    PARTNER_COLLECTIONS: partnerOverridesSchema.optional(),
    TUTORIAL_VIDEOS: z.record(z.enum(TUTORIAL_KEYS), videoId).optional(),
    XMAS_WINNERS: z.array(xmasWinnerSchema).optional(),
  })
  .strict();
export type ContentFile = z.infer<typeof contentFileSchema>;

/** GET /api/content: what the file configures; null where the SPA's built-in placeholders apply. */
export const contentResponseSchema = z.object({
  partnersConfigured: z.boolean(),
  tutorialVideos: (z.record(z.enum(TUTORIAL_KEYS), z.string()) as z.ZodType<Record<TutorialKey, string>>).nullable(),
  xmasWinners: z.array(xmasWinnerSchema).nullable(),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;

const PLACEHOLDER_CONTRACTS = new Set(DEFAULT_PARTNERS.map((p) => p.contract));

/** True when there are partners on this chain and each has a real contract (none of the built-in placeholders). */
export const partnersConfigured = (partners: readonly PartnerCollection[]) =>
  partners.length > 0 && partners.every((p) => !PLACEHOLDER_CONTRACTS.has(p.contract));

/** The one line `npm start` prints while placeholders are in use; null when everything is configured. */
export function placeholderWarning(content: ContentResponse): string | null {
  const missing = [
    !content.partnersConfigured && 'partner contract addresses (PARTNER_COLLECTIONS)',
    !content.tutorialVideos && 'tutorial video ids (TUTORIAL_VIDEOS)',
    !content.xmasWinners && 'Christmas winners (XMAS_WINNERS)',
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `Warning: placeholder content in use: ${missing.join(', ')}. Set them in the content file (CONTENT_FILE, default content.json); see docs/content.md.`;
}
