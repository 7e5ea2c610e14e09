// Requests and responses of the collection endpoints (SPEC.md section 7, Collections) and the texts
// both sides show.
import { z } from 'zod';
import { DESCRIPTION_MAX, EMAIL_FREE_COLLECTIONS, NAME_MAX } from './limits.ts';

export const COVER_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGES = {
  added: 'Collection added successfully',
  updated: 'Collection updated successfully',
  deleted: 'Collection deleted successfully',
  onlyStarsOrEmail: 'Collections are only available for Stargaze wallet addresses and email users',
  sessionEnded: 'Wallet session has ended or wallet address has changed. Please reconnect wallet.',
  coverNotImage: 'Cover must be an image file',
  coverRequired: 'Please choose a cover image',
  coverTooLarge: 'Cover image is too large',
} as const;

/** The chain's name where SPEC.md says "Stargaze" (MESSAGES.onlyStarsOrEmail on Stargaze). */
export const onlyChainOrEmail = (chainName: string) => `Collections are only available for ${chainName} wallet addresses and email users`;

export function limitMessage(limit: number, isEmailUser: boolean): string {
  return isEmailUser
    ? `You've reached your limit of ${EMAIL_FREE_COLLECTIONS} free collection. Please upgrade to create more collections.`
    : `You've reached your limit of ${limit} collections.`;
}

const id = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,15}$/)]).transform(String);

export const collectionFields = z.object({
  name: z.string().trim().min(1, 'Collection name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
    .optional()
    .transform((d) => d ?? ''),
});
export type CollectionFields = z.infer<typeof collectionFields>;

export const editFields = collectionFields.extend({ id });
export const collectionIdQuery = z.object({ id: id.optional(), walletAdd: z.string().optional() });
export const deleteCollectionBody = z.object({ id, walletAdd: z.string().optional() });

// GET api.php answers a list of these; a schema, so the SPA parses what it receives (src/lib/get-json.ts).
const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  walletAdd: z.string(),
  /** Path of the cover under the API base (e.g. `covers/{owner}/{name}.png`), or null. */
  coverPhoto: z.string().nullable(),
  creationDate: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListSchema = z.array(collectionSchema);

export const collectionMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  collection: collectionSchema.optional(),
});
export type CollectionMutationResponse = z.infer<typeof collectionMutationResponseSchema>;
