import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Tutorial } from '../videos';
import { VideoFrame } from './video-frame';

export function VideoCard({ tutorial }: { tutorial: Tutorial }) {
  const [playing, setPlaying] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  return (
    <article className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <h3 className="mb-2 font-semibold">{tutorial.title}</h3>
      {playing && !enlarged ? (
        <VideoFrame videoId={tutorial.videoId} title={tutorial.title} autoplay />
      ) : (
        <button
          type="button"
          aria-label={`Play ${tutorial.title}`}
          onClick={() => setPlaying(true)}
          className="flex aspect-video w-full items-center justify-center rounded bg-gradient-to-br from-violet-700 to-fuchsia-600 text-5xl text-white"
        >
          ▶
        </button>
      )}
      <p className="mt-3 flex-1 text-sm text-gray-600 dark:text-gray-300">{tutorial.summary}</p>
      <Button variant="secondary" className="mt-3 self-start" onClick={() => setEnlarged(true)}>
        Enlarge
      </Button>
      <Dialog open={enlarged} title={tutorial.title} onClose={() => setEnlarged(false)} className="max-w-4xl!">
        <VideoFrame videoId={tutorial.videoId} title={tutorial.title} autoplay />
      </Dialog>
    </article>
  );
}
