// The creators and royalties Metaplex stores with each token, from the panel's settings. Sugar's rules
// (metaplex-foundation/sugar): src/validate/parser.rs check_creators_shares (the shares add up to 100),
// check_creators_addresses (each a public key: 32 bytes in base58), check_seller_fee_basis_points
// (0..10000); src/deploy/initialize.rs refuses no creator or more than MAX_CREATOR_LIMIT - 1 (4).
import bs58 from 'bs58';

export interface Creator {
  address: string;
  share: number;
}

/** Token Metadata holds 5 creators, the candy machine being one of them. */
export const MAX_CREATORS = 4;
export const MAX_SELLER_FEE_BASIS_POINTS = 10_000;
/** Token Metadata's MAX_SYMBOL_LENGTH, in bytes. */
export const MAX_SYMBOL_BYTES = 10;

export function isSolanaAddress(text: string): boolean {
  try {
    return bs58.decode(text).length === 32;
  } catch {
    return false;
  }
}

/** "address share" per line (or separated by commas); a lone address without a share takes all 100 %. */
export function parseCreators(text: string): Creator[] {
  const lines = text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.map((line) => {
    const [address = '', share] = line.split(/\s+/);
    return { address, share: share === undefined ? (lines.length === 1 ? 100 : Number.NaN) : Number(share.replace(/%$/, '')) };
  });
}

/** The royalties typed in per cent as Metaplex's basis points (5 % is 500); nothing typed is 0. */
export function basisPoints(royaltyPercent: string): number {
  const percent = Number(royaltyPercent.trim() || 0);
  return Number.isFinite(percent) ? Math.round(percent * 100) : 0;
}

const plural = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n} ${one}s`);

/** What Sugar would refuse in a list of creators, each named. */
export function creatorProblems(creators: readonly Creator[], where: string): string[] {
  if (!creators.length)
    return [`${where}: no creator: Sugar needs 1 to ${MAX_CREATORS} (type an address, or use the connected Solana wallet)`];
  const problems: string[] = [];
  if (creators.length > MAX_CREATORS) problems.push(`${where}: ${plural(creators.length, 'creator')}; Sugar takes at most ${MAX_CREATORS}`);
  for (const { address } of creators) if (!isSolanaAddress(address)) problems.push(`${where}: "${address}" is not a Solana address`);
  if (creators.some(({ share }) => !Number.isInteger(share) || share < 0))
    problems.push(`${where}: each creator's share should be a whole number of per cent`);
  else {
    const total = creators.reduce((sum, { share }) => sum + share, 0);
    if (total !== 100) problems.push(`${where}: the creators' shares add up to ${total}; Sugar takes 100`);
  }
  return problems;
}
