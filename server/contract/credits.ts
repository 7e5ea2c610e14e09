// GET /api/fetch.php: the signed-in user's credits and the allowances the server enforces (SPEC.md
// section 7, Credits). The SPA shows these figures as they are and never recomputes a limit.
import { z } from 'zod';
import { PARTNER_KEYS, type PartnerKey } from './partners.ts';

const count = z.number().int();

export const allowancesSchema = z.object({
  /** Files a collection may hold (and the files screen shows). */
  files: count,
  /** Collections the user may own. */
  collections: count,
  /** Files the renamer takes. */
  renamer: count,
  /** Combinations the combiner may generate. */
  combiner: count,
  /** Credits that may still be lent. */
  lendable: count,
});
export type Allowances = z.infer<typeof allowancesSchema>;

export const creditsResponseSchema = z.object({
  /** partnerCredits - lent + received, without the 100 free. */
  credits: count,
  /** Holdings x multiplier, summed. */
  partnerCredits: count,
  /** Partner collections with at least one token held. */
  ownedCollections: count,
  holdings: z.record(z.enum(PARTNER_KEYS), count) as z.ZodType<Record<PartnerKey, number>>,
  /** False when the chain indexer could not be reached: holdings then read 0 but are unknown. */
  holdingsChecked: z.boolean(),
  /** False while the partner contract addresses are the built-in placeholders (nobody can hold them). */
  partnersConfigured: z.boolean(),
  lent: count,
  received: count,
  /** What may still be lent: partnerCredits - lent. */
  lendable: count,
  allowances: allowancesSchema,
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;
