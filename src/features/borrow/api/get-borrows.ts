import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BorrowListResponse } from '../../../../server/contract/borrow';

export const borrowsKey = ['borrows'] as const;

export const getBorrows = () => api.get('select_borrow.php').json<BorrowListResponse>();

/** The lender's records and credit figures; the address keys the cache per signed-in wallet. */
export const borrowsQueryOptions = (address: string) => queryOptions({ queryKey: [...borrowsKey, address], queryFn: getBorrows });
