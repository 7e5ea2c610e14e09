// The five partner collections (SPEC.md section 3), shared by the SPA and the server. Holding their
// tokens earns credits: holdings x multiplier, summed. Contract addresses are configuration
// (PARTNER_COLLECTIONS on the server); these are the defaults.

export type PartnerKey = 'batKids' | 'badMorning' | 'lazySloth' | 'smokersClub' | 'joinRevolution';

export interface PartnerCollection {
  key: PartnerKey;
  title: string;
  multiplier: number;
  contract: string;
  cover: string;
  link: string;
}

const marketplace = (contract: string) => `https://www.stargaze.zone/m/${contract}/tokens`;

function partner(key: PartnerKey, title: string, multiplier: number, contract: string): PartnerCollection {
  return { key, title, multiplier, contract, cover: `/partners/${key}.svg`, link: marketplace(contract) };
}

export const DEFAULT_PARTNERS: readonly PartnerCollection[] = [
  partner('batKids', 'Bat Kids', 1000, 'stars1batkids0000000000000000000000000000000000000000000000'),
  partner('badMorning', 'Bad morning', 500, 'stars1badmorning000000000000000000000000000000000000000000'),
  partner('lazySloth', 'Lazy Sloth Club', 500, 'stars1lazysloth0000000000000000000000000000000000000000000'),
  partner('smokersClub', 'The Smokers Club Tribute Collection', 500, 'stars1smokersclub00000000000000000000000000000000000000000'),
  partner('joinRevolution', 'Join revolution!', 100, 'stars1joinrevolution000000000000000000000000000000000000000'),
];

