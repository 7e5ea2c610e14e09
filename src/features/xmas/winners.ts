// The Christmas giveaway's winners. The real list is configuration (XMAS_WINNERS in the content file,
// docs/content.md); these placeholders show until it is set. Prize links follow the partner list in
// force, so a configured contract address is what the links point at.
import type { XmasWinner } from '@contract/content';
import type { PartnerCollection } from '@contract/partners';

export const PLACEHOLDER_WINNERS: readonly XmasWinner[] = [
  {
    address: 'stars1qyqszqgpqyqszqgpqyqszqgpqyqszqgpx0krxd',
    handle: 'stargazer_art',
    date: '2024-12-18',
    prize: { partner: 'batKids', tokenId: 112 },
  },
  {
    address: 'stars1qgpqyqszqgpqyqszqgpqyqszqgpqyqszhtsxdm',
    handle: 'pixelmonk',
    date: '2024-12-19',
    prize: { partner: 'badMorning', tokenId: 48 },
  },
  {
    address: 'stars1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrkm3886',
    handle: 'cosmic_caro',
    date: '2024-12-20',
    prize: { partner: 'lazySloth', tokenId: 305 },
  },
  {
    address: 'stars1qszqgpqyqszqgpqyqszqgpqyqszqgpqyktkzqx',
    handle: 'nftnomad',
    date: '2024-12-21',
    prize: { partner: 'smokersClub', tokenId: 77 },
  },
  {
    address: 'stars1q5zs2pg9q5zs2pg9q5zs2pg9q5zs2pg9hmhr28',
    handle: 'layerlord',
    date: '2024-12-22',
    prize: { partner: 'joinRevolution', tokenId: 1021 },
  },
  {
    address: 'stars1qcrqvpsxqcrqvpsxqcrqvpsxqcrqvpsxxl3xp3',
    handle: 'traitqueen',
    date: '2024-12-23',
    prize: { partner: 'batKids', tokenId: 640 },
  },
  {
    address: 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts',
    handle: 'mintmaker_',
    date: '2024-12-24',
    prize: { partner: 'lazySloth', tokenId: 9 },
  },
  {
    address: 'stars1pqyqszqgpqyqszqgpqyqszqgpqyqszqgghzn0f',
    handle: 'sloth_santa',
    date: '2024-12-25',
    prize: { partner: 'badMorning', tokenId: 256 },
  },
];

/** The prize's label and its token page on the marketplace, from the configured partner contract. */
export function prizeLink(winner: XmasWinner, partners: readonly PartnerCollection[]): { label: string; url: string } {
  const partner = partners.find((p) => p.key === winner.prize.partner)!;
  const { tokenId } = winner.prize;
  return { label: `${partner.title} #${tokenId}`, url: `https://www.stargaze.zone/m/${partner.contract}/${tokenId}` };
}
