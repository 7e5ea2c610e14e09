import type { AppDeps } from '../deps.ts';
import { DEFAULT_PARTNERS, type PartnerCollection } from '../contract/partners.ts';

/** The partner collections in force: the defaults, or those configured in deps.config.partners. */
export function partnersOf(deps: AppDeps): readonly PartnerCollection[] {
  return deps.config.partners ?? DEFAULT_PARTNERS;
}
