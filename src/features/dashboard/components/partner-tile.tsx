import type { PartnerCollection } from '@contract/partners';
import { Badge } from '@/components/ui/badge';

/** A portfolio tile: cover, owned count ('unknown' when it could not be counted), a marketplace link and the multiplier badge. */
export function PartnerTile({ partner, owned }: { partner: PartnerCollection; owned: number | null | 'unknown' }) {
  return (
    <article
      aria-label={partner.title}
      className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="relative">
        <img src={partner.cover} alt="" className="aspect-square w-full object-cover" width={240} height={240} />
        <span className="absolute top-2 right-2">
          <Badge tone="warning">x{partner.multiplier}</Badge>
        </span>
      </div>
      <div className="p-3">
        <h3 className="font-semibold">{partner.title}</h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          Owned: <span data-testid="owned-count">{owned === 'unknown' ? 'not checked' : (owned ?? '…')}</span>
        </p>
        <a
          href={partner.link}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-block text-sm font-medium text-violet-700 underline dark:text-violet-300"
        >
          {typeof owned === 'number' && owned > 0 ? 'Get more!' : 'Get some!'}
        </a>
      </div>
    </article>
  );
}
