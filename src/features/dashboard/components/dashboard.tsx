// The home screen once ownership is proved: what the user's holdings are worth and where to go next.
import { Link } from '@tanstack/react-router';
import { FREE_CREDITS } from '@/config/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { creditsQueryOptions, selectDashboard } from '@/lib/credits';
import { usePartners } from '../api/partners';
import { PartnerTile } from './partner-tile';
import { HoldingsNotice, holdingsKnown } from './holdings-notice';
import { useChain } from '@/lib/chain';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-900">
      <p className="text-sm text-gray-600 dark:text-gray-400">{label}</p>
      <p className="text-3xl font-bold" aria-label={label}>
        {value}
      </p>
    </div>
  );
}

export function Dashboard({ address }: { address: string }) {
  const partners = usePartners();
  const chain = useChain();
  const { data: credits } = useSuspenseQuery({ ...creditsQueryOptions(address), select: selectDashboard });
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <div
        role="note"
        className="mb-6 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
      >
        New to Traitforge?{' '}
        <a href="#/faq" className="font-semibold underline">
          Watch the tutorials
        </a>{' '}
        in the NFT Academy.
      </div>
      <h1 className="mb-4 text-2xl font-bold">Welcome to Traitforge</h1>
      <HoldingsNotice credits={credits} chainName={chain?.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat label="Supported collections" value={credits.collections} />
        <Stat label="Total credits" value={credits.total} />
      </div>
      <p className="my-6 max-w-3xl text-gray-700 dark:text-gray-300">
        Every partner collection you hold lets you create one more collection, and each NFT you hold earns credits (its collection&apos;s
        multiplier). Credits decide how many files and combinations you can work with; everyone gets
        {` ${FREE_CREDITS} `}free credits and one free collection.
      </p>
      <Link to="/collections" className="inline-block rounded bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800">
        Create collection
      </Link>
      <h2 className="mt-10 mb-4 text-xl font-semibold">Your portfolio</h2>
      {chain && (
        <p className="-mt-2 mb-4 text-sm text-gray-600 dark:text-gray-400">
          Partner collections on {chain.name} ({chain.chainId})
        </p>
      )}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
        {partners.map((p) => (
          <PartnerTile key={p.key} partner={p} owned={holdingsKnown(credits) ? credits.holdings[p.key] : 'unknown'} />
        ))}
      </div>
    </section>
  );
}
