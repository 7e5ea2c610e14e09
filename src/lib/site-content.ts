// GET /api/content: the configured tutorial video ids and Christmas winners (null where the built-in
// placeholders apply). Shared by the academy and the winners page, composed in their routes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentResponseSchema, type ContentResponse } from '@contract/content';
import { PARTNERS_CACHE_S } from '@contract/partners';
import { getJson } from './get-json';

const UNKNOWN: ContentResponse = { partnersConfigured: true, tutorialVideos: null, xmasWinners: null };

async function fetchContent(): Promise<ContentResponse> {
  try {
    return await getJson('content', contentResponseSchema);
  } catch (error) {
    console.warn('Could not load the configured content; using the built-in placeholders', error);
    return UNKNOWN;
  }
}

export const siteContentQueryOptions = () =>
  queryOptions({ queryKey: ['content'], queryFn: fetchContent, staleTime: PARTNERS_CACHE_S * 1000 });

export const useSiteContent = (): ContentResponse => useQuery(siteContentQueryOptions()).data ?? UNKNOWN;
