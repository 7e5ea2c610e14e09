// Stargaze's GraphQL indexer over graphql-request. Every call has a short deadline; answers are
// validated, so a broken indexer yields a clear error (tokens) or 0 and a log line (floor price).
import { GraphQLClient, gql } from 'graphql-request';
import { z } from 'zod';
import { TOKEN_PAGE_SIZE } from '../contract/partners.ts';
import type { TokenIndexer, TokenPage } from './indexer.ts';

/** A misbehaving indexer that always returns full pages must not loop forever (810 000 tokens). */
export const MAX_TOKEN_PAGES = 900;

const FLOOR_QUERY = gql`
  query CollectionFloor($collectionAddr: String!) {
    collection(address: $collectionAddr) {
      floorPrice
    }
  }
`;

const TOKENS_QUERY = gql`
  query OwnedTokens($owner: String, $collectionAddr: String, $limit: Int, $offset: Int) {
    tokens(ownerAddrOrName: $owner, collectionAddr: $collectionAddr, limit: $limit, offset: $offset) {
      tokens {
        tokenId
        name
        collection {
          name
        }
        owner {
          address
        }
      }
    }
  }
`;

const floorAnswer = z.object({ collection: z.object({ floorPrice: z.coerce.number().finite().nullish() }).nullable() });
const tokensAnswer = z.object({
  tokens: z.object({
    tokens: z.array(
      z.object({
        tokenId: z.string(),
        name: z
          .string()
          .nullish()
          .transform((n) => n ?? ''),
        collection: z.object({ name: z.string() }),
        owner: z
          .object({ address: z.string() })
          .nullish()
          .transform((o) => o ?? { address: '' }),
      }),
    ),
  }),
});

export interface GraphqlIndexerOptions {
  url: string;
  /** The chain's bech32 prefix: other addresses hold nothing here (SPEC.md section 9, 'stars1'). */
  prefix: string;
  timeoutMs: number;
  log: (line: Record<string, unknown>) => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

export function graphqlIndexer({ url, prefix, timeoutMs, log }: GraphqlIndexerOptions): TokenIndexer {
  const onChain = (owner: string) => owner.startsWith(`${prefix}1`);
  const client = new GraphQLClient(url);
  const request = (document: string, variables: Record<string, unknown>) =>
    client.request<unknown>({ document, variables, signal: AbortSignal.timeout(timeoutMs) });

  async function floorPrice(collectionAddr: string): Promise<number> {
    try {
      const answer = floorAnswer.parse(await request(FLOOR_QUERY, { collectionAddr }));
      return answer.collection?.floorPrice ?? 0;
    } catch (error) {
      log({ level: 'warn', msg: 'indexer floor price failed', collection: collectionAddr, error: reason(error) });
      return 0;
    }
  }

  async function page(owner: string, collectionAddr: string, offset: number) {
    try {
      const answer = tokensAnswer.parse(await request(TOKENS_QUERY, { owner, collectionAddr, limit: TOKEN_PAGE_SIZE, offset }));
      const tokens = answer.tokens.tokens;
      return { tokens, count: tokens.length, hasMore: tokens.length === TOKEN_PAGE_SIZE };
    } catch (error) {
      throw new Error(`Failed to fetch tokens: ${reason(error)}`, { cause: error });
    }
  }

  return {
    floorPrice,
    async tokens(owner, collectionAddr, offset = 0): Promise<TokenPage> {
      if (!collectionAddr) throw new Error('Missing collection address');
      if (!onChain(owner)) return { tokens: [], count: 0, hasMore: false, floorPrice: await floorPrice(collectionAddr) };
      const [tokens, floor] = await Promise.all([page(owner, collectionAddr, offset), floorPrice(collectionAddr)]);
      return { ...tokens, floorPrice: floor };
    },
    async countTokens(owner, collectionAddr) {
      if (!collectionAddr) throw new Error('Missing collection address');
      if (!onChain(owner)) return 0;
      let total = 0;
      for (let i = 0; i < MAX_TOKEN_PAGES; i++) {
        const next = await page(owner, collectionAddr, total);
        total += next.count;
        if (!next.hasMore) break;
      }
      return total;
    },
  };
}
