// What an animated run makes per token besides its PNG still: a GIF, a video, or both. One video at most:
// an MP4 (H.264, what marketplaces play) or a WebM (VP9, which keeps transparency).
export const ANIMATION_FORMATS = ['gif', 'mp4', 'gif+mp4', 'webm'] as const;
export type AnimationFormat = (typeof ANIMATION_FORMATS)[number];

/** The default, and the format of runs made before there was a choice. */
export const DEFAULT_ANIMATION_FORMAT: AnimationFormat = 'gif';

export type VideoKind = 'mp4' | 'webm';
/** A file of a token's animation: its GIF or its video. */
export type AnimationFile = 'gif' | VideoKind;

export const ANIMATION_FORMAT_LABELS: Record<AnimationFormat, string> = {
  gif: 'GIF',
  mp4: 'MP4',
  'gif+mp4': 'GIF + MP4',
  webm: 'WebM (VP9, keeps transparency; not recognised by Stargaze)',
};

export const MIME_TYPES: Record<AnimationFile, string> = { gif: 'image/gif', mp4: 'video/mp4', webm: 'video/webm' };

export const makesGif = (format: AnimationFormat = DEFAULT_ANIMATION_FORMAT) => format === 'gif' || format === 'gif+mp4';

export function videoOf(format: AnimationFormat = DEFAULT_ANIMATION_FORMAT): VideoKind | null {
  if (format === 'webm') return 'webm';
  return format === 'mp4' || format === 'gif+mp4' ? 'mp4' : null;
}

/** The files a token's animation has, the one `animation_url` names first (a video over the GIF). */
export function animationFilesOf(format?: AnimationFormat): AnimationFile[] {
  const video = videoOf(format);
  return [...(video ? [video] : []), ...(makesGif(format) ? (['gif'] as const) : [])];
}

/** The format that makes a GIF or not and this video: what a run's stored files say it was. */
export function formatOf(gif: boolean, video: VideoKind | null | undefined): AnimationFormat | undefined {
  if (video === 'webm') return 'webm';
  if (video === 'mp4') return gif ? 'gif+mp4' : 'mp4';
  return gif ? 'gif' : undefined;
}
