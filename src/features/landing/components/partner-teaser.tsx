import type { PartnerCollection } from '../../../../server/contract/partners';

export function PartnerTeaser({ partners }: { partners: readonly PartnerCollection[] }) {
  return (
    <section aria-labelledby="partner-teaser" className="my-12">
      <h2 id="partner-teaser" className="mb-2 text-2xl font-bold">
        Partner collections
      </h2>
      <p className="mb-6 text-gray-700 dark:text-gray-300">Hold NFTs of our partners to earn credits and create more collections.</p>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-5">
        {partners.map((p) => (
          <li key={p.key} className="text-center">
            <img src={p.cover} alt="" className="mx-auto aspect-square w-full rounded-lg object-cover" width={160} height={160} />
            <p className="mt-2 text-sm font-medium">{p.title}</p>
          </li>
        ))}
      </ul>
      <a href="#/recent-collections" className="mt-4 inline-block font-medium text-violet-700 underline dark:text-violet-300">
        See all featured collections
      </a>
    </section>
  );
}
