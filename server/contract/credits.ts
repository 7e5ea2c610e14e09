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
  /** False when the chain indexer could not be reached: holdings then read 0 but are unknown. */
  holdingsChecked: boolean;
  /** False while the partner contract addresses are the built-in placeholders (nobody can hold them). */
  partnersConfigured: boolean;
  lent: number;
  received: number;
  /** What may still be lent: partnerCredits - lent. */
  lendable: number;
}
