// What sg721-base checks of `collection_params.info` at instantiate (public-awesome/launchpad v3.16.0,
// contracts/collections/sg721-base/src/contract.rs: the description's length in bytes, the image and
// external link as URLs, the creator and royalty payee as addresses, the share), with the royalty held to
// 10 %, the most the collection's own update rule and Stargaze's marketplace accept.
import { fromBech32 } from '@cosmjs/encoding';
import { MAX_DESCRIPTION_BYTES, MAX_ROYALTY_PERCENT } from './launch-limits.ts';
import type { CollectionParams } from './vending-types.ts';

/** bech32's own length limit (BIP-173); @cosmjs/encoding's default of Infinity is refused by its bech32 codec. */
const BECH32_LIMIT = 90;

function addressProblem(label: string, address: string, prefix: string): string[] {
  try {
    if (fromBech32(address, BECH32_LIMIT).prefix === prefix) return [];
  } catch {
    // Not bech32 at all: said below.
  }
  return [`The ${label} ${address || '(empty)'} is not a ${prefix}1... address`];
}

export function collectionProblems(collection: CollectionParams, bech32Prefix: string): string[] {
  const { info } = collection;
  const problems: string[] = [];
  if (!collection.name.trim()) problems.push('The collection needs a name');
  if (!/^[A-Za-z0-9]{1,12}$/.test(collection.symbol)) problems.push('The symbol must be 1 to 12 letters or digits');
  const bytes = new TextEncoder().encode(info.description).length;
  if (bytes > MAX_DESCRIPTION_BYTES)
    problems.push(`The description is ${bytes} bytes: the collection takes at most ${MAX_DESCRIPTION_BYTES}`);
  if (!URL.canParse(info.image)) problems.push(`The collection image is not an address: ${info.image}`);
  if (info.external_link && !URL.canParse(info.external_link)) problems.push(`The external link is not an address: ${info.external_link}`);
  problems.push(...addressProblem('creator', info.creator, bech32Prefix));
  const royalty = info.royalty_info;
  if (royalty) {
    problems.push(...addressProblem('royalty payment address', royalty.payment_address, bech32Prefix));
    const share = Number(royalty.share);
    if (!(share >= 0 && share <= MAX_ROYALTY_PERCENT / 100))
      problems.push(
        `The royalty share is ${Number.isFinite(share) ? +(share * 100).toFixed(4) : royalty.share} %: at most ${MAX_ROYALTY_PERCENT} %`,
      );
  }
  return problems;
}
