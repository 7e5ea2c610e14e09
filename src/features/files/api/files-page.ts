import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/get-json';
import { filesResponseSchema, type CollectionFile } from '@contract/files';
import { assignmentsResponseSchema, type Assignment } from '@contract/traits';
import { filesKeys } from './collection-access';

export interface FilesPage {
  files: CollectionFile[];
  total: number;
  assignments: Assignment[];
}

/**
 * One page of files with their assigned traits: the list never holds more than a page. Paging keeps the
 * page on screen until the next is loaded: the route's loader waits for it (see the files route).
 */
export const filesPageQueryOptions = (collectionId: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: filesKeys.page(collectionId, page, pageSize),
    queryFn: async (): Promise<FilesPage> => {
      const searchParams = { collectionId, page, pageSize };
      const [list, assigned] = await Promise.all([
        getJson('get_files.php', filesResponseSchema, searchParams),
        getJson('get_assigned_traits.php', assignmentsResponseSchema, searchParams),
      ]);
      return { files: list.files, total: list.total, assignments: assigned.assignments };
    },
  });

/** Every file (ids and names), for exports and batch ranges. */
export const fetchAllFiles = (collectionId: string) => getJson('get_files.php', filesResponseSchema, { collectionId });

export const fetchAllAssignments = async (collectionId: string) =>
  (await getJson('get_assigned_traits.php', assignmentsResponseSchema, { collectionId })).assignments;
