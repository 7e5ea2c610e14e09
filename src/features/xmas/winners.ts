// The Christmas giveaway's winners: a static list, published by editing this file.
import { DEFAULT_PARTNERS } from '../../../server/contract/partners';

export interface Winner {
  address: string;
  /** Social handle without the '@'. */
  handle: string;
  date: string;
  prize: { label: string; url: string };
}

const prize = (index: number, tokenId: number) => {
  const partner = DEFAULT_PARTNERS[index]!;
  return { label: `${partner.title} #${tokenId}`, url: `https://www.stargaze.zone/m/${partner.contract}/${tokenId}` };
};

export const WINNERS: readonly Winner[] = [
  { address: 'stars1qyqszqgpqyqszqgpqyqszqgpqyqszqgpx0krxd', handle: 'stargazer_art', date: '2024-12-18', prize: prize(0, 112) },
  { address: 'stars1qgpqyqszqgpqyqszqgpqyqszqgpqyqszhtsxdm', handle: 'pixelmonk', date: '2024-12-19', prize: prize(1, 48) },
  { address: 'stars1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrkm3886', handle: 'cosmic_caro', date: '2024-12-20', prize: prize(2, 305) },
  { address: 'stars1qszqgpqyqszqgpqyqszqgpqyqszqgpqyktkzqx', handle: 'nftnomad', date: '2024-12-21', prize: prize(3, 77) },
  { address: 'stars1q5zs2pg9q5zs2pg9q5zs2pg9q5zs2pg9hmhr28', handle: 'layerlord', date: '2024-12-22', prize: prize(4, 1021) },
  { address: 'stars1qcrqvpsxqcrqvpsxqcrqvpsxqcrqvpsxxl3xp3', handle: 'traitqueen', date: '2024-12-23', prize: prize(0, 640) },
  { address: 'stars1qurswpc8qurswpc8qurswpc8qurswpc880s8ts', handle: 'mintmaker_', date: '2024-12-24', prize: prize(2, 9) },
  { address: 'stars1pqyqszqgpqyqszqgpqyqszqgpqyqszqgghzn0f', handle: 'sloth_santa', date: '2024-12-25', prize: prize(1, 256) },
];
