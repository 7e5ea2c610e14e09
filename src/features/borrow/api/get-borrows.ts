import { queryOptions } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { getJson } from '@/lib/get-json';
import { borrowListResponseSchema } from '@contract/borrow';

export const borrowsKeys = {
  all: ['borrows'] as const,
  of: (address: string) => ['borrows', address] as const,
};

async function fetchBorrows() {
  try {
    return await getJson('select_borrow.php', borrowListResponseSchema);
  } catch (error) {
    // The screen says 'Failed to fetch records: ' and this reason: the server's words, else 'Unknown error'.
    throw new Error(await errorMessage(error, 'Unknown error'), { cause: error });
  }
}

/** The lender's records and credit figures; the address keys the cache per signed-in wallet. */
export const borrowsQueryOptions = (address: string) => queryOptions({ queryKey: borrowsKeys.of(address), queryFn: fetchBorrows });
