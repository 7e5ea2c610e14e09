import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/get-json';
import { borrowListResponseSchema } from '../../../../server/contract/borrow';

export const borrowsKeys = {
  all: ['borrows'] as const,
  of: (address: string) => ['borrows', address] as const,
};

/** The lender's records and credit figures; the address keys the cache per signed-in wallet. */
export const borrowsQueryOptions = (address: string) =>
  queryOptions({ queryKey: borrowsKeys.of(address), queryFn: () => getJson('select_borrow.php', borrowListResponseSchema) });
