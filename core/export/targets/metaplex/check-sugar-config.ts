// Metaplex's sale fields checked as Sugar checks them: config.json readable as Sugar's ConfigData, its
// token count, symbol, royalties and creators within Sugar's rules (metaplex-creators.ts), and every
// token's JSON carrying the same symbol, royalties and creators.
import { listed } from '../../validate-stargaze.ts';
import { creatorProblems, MAX_SELLER_FEE_BASIS_POINTS, MAX_SYMBOL_BYTES, type Creator } from './metaplex-creators.ts';
import { SUGAR_CONFIG, SUGAR_REQUIRED_FIELDS } from './sugar-config.ts';
import { parsedObject } from '../target-types.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

function saleProblems(config: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const symbol = String(config.symbol ?? '');
  if (bytes(symbol) > MAX_SYMBOL_BYTES)
    problems.push(`The symbol "${symbol}" has ${bytes(symbol)} bytes; Metaplex takes at most ${MAX_SYMBOL_BYTES}`);
  const fee = config.sellerFeeBasisPoints;
  if (!Number.isInteger(fee) || (fee as number) < 0 || (fee as number) > MAX_SELLER_FEE_BASIS_POINTS)
    problems.push(`${SUGAR_CONFIG}: sellerFeeBasisPoints ${String(fee)}; Sugar takes 0 to ${MAX_SELLER_FEE_BASIS_POINTS}`);
  const creators = Array.isArray(config.creators) ? (config.creators as Creator[]) : [];
  return [...problems, ...creatorProblems(creators, SUGAR_CONFIG)];
}

/** `tokens`: the token JSON files by path, with their text. */
export function sugarConfigProblems(text: string | undefined, tokens: ReadonlyArray<{ path: string; text: string }>): string[] {
  if (text === undefined) return [`${SUGAR_CONFIG} is missing: Sugar reads the symbol, royalties and creators from it`];
  const config = parsedObject(text);
  if (!config) return [`${SUGAR_CONFIG} is not a JSON object`];
  const missing = SUGAR_REQUIRED_FIELDS.filter((field) => !(field in config));
  if (missing.length) return [`${SUGAR_CONFIG} lacks ${missing.join(', ')}: Sugar cannot read it`];
  const problems = saleProblems(config);
  if (config.number !== tokens.length)
    problems.push(`${SUGAR_CONFIG}: number is ${String(config.number)}; the assets hold ${tokens.length}`);
  const sale = JSON.stringify([config.symbol, config.sellerFeeBasisPoints, config.creators]);
  const differing = tokens.filter(({ text: json }) => {
    const item = parsedObject(json);
    const creators = (item?.properties as { creators?: unknown } | undefined)?.creators;
    return item && JSON.stringify([item.symbol, item.seller_fee_basis_points, creators]) !== sale;
  });
  if (differing.length)
    problems.push(
      `The symbol, seller_fee_basis_points or properties.creators differ from ${SUGAR_CONFIG} in ${listed(differing.map((file) => file.path))}`,
    );
  return problems;
}
