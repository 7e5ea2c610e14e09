import type { PartnerCollection } from '@contract/partners';
import { Badge } from '@/components/ui/badge';

export function FeaturedCollections({ partners }: { partners: readonly PartnerCollection[] }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">Featured Collections</h1>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <p>
          Current Collections: <strong data-testid="current-collections">{partners.length}</strong>
        </p>
        <Badge tone="info">More Coming Soon</Badge>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((p) => (
          <li
            key={p.key}
            className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
          >
            <img src={p.cover} alt={`${p.title} cover`} className="aspect-video w-full object-cover" width={400} height={225} />
            <div className="flex items-center justify-between gap-2 p-4">
              <div>
                <h2 className="font-semibold">{p.title}</h2>
                <a href={p.link} target="_blank" rel="noreferrer" className="text-sm text-violet-700 underline dark:text-violet-300">
                  View on Stargaze
                </a>
              </div>
              <Badge tone="warning">x{p.multiplier}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
