import type { TutorialKey } from '@contract/content';
import { tutorialsWith } from '../videos';
import { FaqAccordion } from './faq-accordion';
import { VideoCard } from './video-card';

export function AcademyScreen({ videoIds }: { videoIds: Record<TutorialKey, string> | null }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="tutorials-heading">
        <h2 id="tutorials-heading" className="mb-4 text-xl font-semibold">
          Video tutorials
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {tutorialsWith(videoIds).map((tutorial) => (
            <VideoCard key={tutorial.key} tutorial={tutorial} />
          ))}
        </div>
      </section>
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-4 text-xl font-semibold">
          Frequently asked questions
        </h2>
        <FaqAccordion />
      </section>
    </div>
  );
}
