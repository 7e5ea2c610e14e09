// Holdings straight from the chain: cw721 `tokens { owner }` smart queries over the profile's REST
// endpoint (/cosmwasm/wasm/v1/contract/{addr}/smart/{base64 query}), paginated with start_after. For a
// chain without an indexer, and for when the indexer fails. No floor prices: the chain has none.
import { z } from 'zod';
import { TOKEN_PAGE_SIZE } from '../contract/partners.ts';
import type { TokenIndexer, TokenPage } from './indexer.ts';
import { MAX_TOKEN_PAGES } from './graphql-indexer.ts';

/** cw721's largest page (cw721-base MAX_LIMIT). */
export const CW721_PAGE = 100;

const tokensAnswer = z.object({ data: z.object({ tokens: z.array(z.string()) }) });

export interface ContractIndexerOptions {
  rest: string;
  /** Holdings of addresses of other prefixes are 0 without asking (SPEC.md section 9). */
  prefix: string;
  timeoutMs: number;
}

export function contractIndexer({ rest, prefix, timeoutMs }: ContractIndexerOptions): TokenIndexer {
  const base = rest.replace(/\/+$/, '');
  const onChain = (owner: string) => owner.startsWith(`${prefix}1`);

  async function page(owner: string, contract: string, startAfter: string | null, signal: AbortSignal): Promise<string[]> {
    const query = { tokens: { owner, limit: CW721_PAGE, ...(startAfter === null ? {} : { start_after: startAfter }) } };
    const encoded = Buffer.from(JSON.stringify(query)).toString('base64');
    const url = `${base}/cosmwasm/wasm/v1/contract/${encodeURIComponent(contract)}/smart/${encodeURIComponent(encoded)}`;
    const res = await fetch(url, { signal });
    if (!res.ok) throw new Error(`Failed to fetch tokens: the chain answered ${res.status}`);
    return tokensAnswer.parse(await res.json()).data.tokens;
  }

  /** Every token id of `owner` in the contract, up to `max`, within one deadline. */
  async function tokenIds(owner: string, contract: string, max = Infinity): Promise<string[]> {
    if (!contract) throw new Error('Missing collection address');
    const signal = AbortSignal.timeout(timeoutMs);
    const ids: string[] = [];
    for (let i = 0; i < MAX_TOKEN_PAGES * 9 && ids.length < max; i++) {
      const next = await page(owner, contract, ids.at(-1) ?? null, signal);
      ids.push(...next);
      if (next.length < CW721_PAGE) break;
    }
    return ids;
  }

  return {
    floorPrice: async () => 0,
    async countTokens(owner, contract) {
      return onChain(owner) ? (await tokenIds(owner, contract)).length : 0;
    },
    async tokens(owner, contract, offset = 0): Promise<TokenPage> {
      if (!onChain(owner)) return { tokens: [], count: 0, hasMore: false, floorPrice: 0 };
      const ids = (await tokenIds(owner, contract, offset + TOKEN_PAGE_SIZE)).slice(offset, offset + TOKEN_PAGE_SIZE);
      const tokens = ids.map((tokenId) => ({ tokenId, name: '', collection: { name: '' }, owner: { address: owner } }));
      return { tokens, count: tokens.length, hasMore: tokens.length === TOKEN_PAGE_SIZE, floorPrice: 0 };
    },
  };
}

/** The indexer, and the contracts when it fails: no single point of failure for holdings. */
export function withFallback(primary: TokenIndexer, fallback: TokenIndexer, log: (line: Record<string, unknown>) => void): TokenIndexer {
  const warn = (what: string, error: unknown) =>
    log({
      level: 'warn',
      msg: `indexer ${what} failed, asking the contracts`,
      error: error instanceof Error ? error.message : String(error),
    });
  return {
    floorPrice: (contract) => primary.floorPrice(contract),
    countTokens: (owner, contract) =>
      primary.countTokens(owner, contract).catch((error: unknown) => (warn('holdings', error), fallback.countTokens(owner, contract))),
    tokens: (owner, contract, offset) =>
      primary.tokens(owner, contract, offset).catch((error: unknown) => (warn('tokens', error), fallback.tokens(owner, contract, offset))),
  };
}
