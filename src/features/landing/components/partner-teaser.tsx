// The landing's partner teaser: a carousel moving on every 2 s (SPEC.md section 9). It holds still while
// the pointer or keyboard focus is on it, and never moves on its own for visitors who ask for reduced
// motion; the dots always switch slides by hand.
import { useEffect, useState } from 'react';
import type { PartnerCollection } from '@contract/partners';
import { CAROUSEL_INTERVAL_MS } from '@/config/constants';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function PartnerTeaser({ partners }: { partners: readonly PartnerCollection[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const still = paused || prefersReducedMotion() || partners.length < 2;
  useEffect(() => {
    if (still) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % partners.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [still, partners.length]);
  const current = partners[index % Math.max(1, partners.length)];
  return (
    <section aria-labelledby="partner-teaser" className="my-12">
      <h2 id="partner-teaser" className="mb-2 text-2xl font-bold">
        Partner collections
      </h2>
      <p className="mb-6 text-gray-700 dark:text-gray-300">Hold NFTs of our partners to earn credits and create more collections.</p>
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label="Partner collections carousel"
        data-paused={still}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        className="mx-auto max-w-xs text-center"
      >
        {current && (
          <figure aria-roledescription="slide" aria-label={`${(index % partners.length) + 1} of ${partners.length}`}>
            <img src={current.cover} alt="" className="mx-auto aspect-square w-full rounded-lg object-cover" width={320} height={320} />
            <figcaption className="mt-2 font-medium" data-testid="carousel-title">
              {current.title}
            </figcaption>
          </figure>
        )}
        <div className="mt-3 flex justify-center gap-2">
          {partners.map((p, i) => (
            <button
              key={p.key}
              type="button"
              aria-label={`Show ${p.title}`}
              aria-current={i === index % partners.length}
              onClick={() => setIndex(i)}
              className={`h-3 w-3 rounded-full ${i === index % partners.length ? 'bg-violet-700 dark:bg-violet-300' : 'bg-gray-300 dark:bg-gray-600'}`}
            />
          ))}
        </div>
      </div>
      <a href="#/recent-collections" className="mt-4 inline-block font-medium text-violet-700 underline dark:text-violet-300">
        See all featured collections
      </a>
    </section>
  );
}
