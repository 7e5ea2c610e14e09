// The three tutorials of the NFT academy, hosted on the video site and embedded privacy-enhanced. The
// video ids are configuration (TUTORIAL_VIDEOS in the content file, docs/content.md); the ids here are
// placeholders shown until it is set.
import type { TutorialKey } from '@contract/content';

export interface Tutorial {
  key: TutorialKey;
  title: string;
  summary: string;
  /** The video's id on the video site. */
  videoId: string;
}

export const TUTORIALS: readonly Tutorial[] = [
  {
    key: 'collections',
    title: 'Collection management',
    summary: 'Create a collection, give it a cover and a description, edit or delete it.',
    videoId: 'Xh4v6wPGzNA',
  },
  {
    key: 'files',
    title: 'NFT files management',
    summary: 'Upload your artwork, page through your files and download their metadata.',
    videoId: 'p3YwQ7qJ0zE',
  },
  {
    key: 'traits',
    title: 'Trait management',
    summary: 'Define traits and values, assign them file by file or in batches, and export JSON.',
    videoId: 'b9RkT2mLq8U',
  },
];

/** The tutorials with the configured video ids, where there are any. */
export const tutorialsWith = (videoIds: Record<TutorialKey, string> | null): Tutorial[] =>
  TUTORIALS.map((t) => ({ ...t, videoId: videoIds?.[t.key] ?? t.videoId }));

export const embedUrl = (videoId: string, autoplay = false) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0${autoplay ? '&autoplay=1' : ''}`;
