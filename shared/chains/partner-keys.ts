// The five partner collections (SPEC.md section 3): who they are and what a token earns. Their contract
// addresses depend on the chain and live in the chain profile (chain-profile.ts, `partnerContracts`).
export const PARTNER_KEYS = ['batKids', 'badMorning', 'lazySloth', 'smokersClub', 'joinRevolution'] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];

export interface PartnerMeta {
  title: string;
  /** Credits per token held. */
  multiplier: number;
}

export const PARTNER_META: Readonly<Record<PartnerKey, PartnerMeta>> = {
  batKids: { title: 'Bat Kids', multiplier: 1000 },
  badMorning: { title: 'Bad morning', multiplier: 500 },
  lazySloth: { title: 'Lazy Sloth Club', multiplier: 500 },
  smokersClub: { title: 'The Smokers Club Tribute Collection', multiplier: 500 },
  joinRevolution: { title: 'Join revolution!', multiplier: 100 },
};
