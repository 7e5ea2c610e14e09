import { chainOf, type AppDeps } from '../deps.ts';
import { partnersOn, type PartnerCollection } from '../contract/partners.ts';

/** The partner collections in force: those configured in deps.config.partners, or the chain profile's. */
export function partnersOf(deps: AppDeps): readonly PartnerCollection[] {
  return deps.config.partners ?? partnersOn(chainOf(deps));
}
