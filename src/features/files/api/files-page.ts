import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CollectionFile, FilesResponse } from '../../../../server/contract/files';
import type { Assignment } from '../../../../server/contract/traits';
import { filesKeys } from './collection-access';

export interface FilesPage {
  files: CollectionFile[];
  total: number;
  assignments: Assignment[];
}

/** One page of files with their assigned traits: the list never holds more than a page. */
export const filesPageQueryOptions = (collectionId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: filesKeys.page(collectionId, page, pageSize),
    queryFn: async (): Promise<FilesPage> => {
      const searchParams = { collectionId, page, pageSize };
      const [list, assigned] = await Promise.all([
        api.get('get_files.php', { searchParams }).json<FilesResponse>(),
        api.get('get_assigned_traits.php', { searchParams }).json<{ assignments: Assignment[] }>(),
      ]);
      return { files: list.files, total: list.total, assignments: assigned.assignments };
    },
    placeholderData: keepPreviousData,
  });

/** Every file (ids and names), for exports and batch ranges. */
export const fetchAllFiles = (collectionId: string) => api.get('get_files.php', { searchParams: { collectionId } }).json<FilesResponse>();

export const fetchAllAssignments = async (collectionId: string) =>
  (await api.get('get_assigned_traits.php', { searchParams: { collectionId } }).json<{ assignments: Assignment[] }>()).assignments;
