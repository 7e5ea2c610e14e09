import { embedUrl } from '../videos';

/** The embedded player; only mounted once the visitor asks for the video, so nothing loads before. */
export function VideoFrame({ videoId, title, autoplay = false }: { videoId: string; title: string; autoplay?: boolean }) {
  return (
    <iframe
      src={embedUrl(videoId, autoplay)}
      title={title}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="aspect-video w-full rounded border-0"
    />
  );
}
