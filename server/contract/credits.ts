// GET /api/fetch.php: the signed-in user's credits (SPEC.md section 7, Credits).
import type { PartnerKey } from './partners.ts';

export interface CreditsResponse {
  /** partnerCredits - lent + received, without the 100 free. */
  credits: number;
  /** Holdings x multiplier, summed. */
  partnerCredits: number;
  /** Partner collections with at least one token held. */
  ownedCollections: number;
  holdings: Record<PartnerKey, number>;
  lent: number;
  received: number;
  /** What may still be lent: partnerCredits - lent. */
  lendable: number;
}
