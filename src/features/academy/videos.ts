// The three tutorials of the NFT academy, hosted on the video site and embedded privacy-enhanced.
export interface Tutorial {
  title: string;
  summary: string;
  /** The video's id on the video site. */
  videoId: string;
}

export const TUTORIALS: readonly Tutorial[] = [
  {
    title: 'Collection management',
    summary: 'Create a collection, give it a cover and a description, edit or delete it.',
    videoId: 'Xh4v6wPGzNA',
  },
  {
    title: 'NFT files management',
    summary: 'Upload your artwork, page through your files and download their metadata.',
    videoId: 'p3YwQ7qJ0zE',
  },
  {
    title: 'Trait management',
    summary: 'Define traits and values, assign them file by file or in batches, and export JSON.',
    videoId: 'b9RkT2mLq8U',
  },
];

export const embedUrl = (videoId: string, autoplay = false) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0${autoplay ? '&autoplay=1' : ''}`;
