import type { BorrowSummary } from '@contract/borrow';

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`rounded-lg px-4 py-2 ${tone}`}>
      <span className="block text-xs font-semibold tracking-wide uppercase">{label}</span>
      <span className="text-xl font-bold" data-testid={`borrow-${label.toLowerCase()}`}>
        {value}
      </span>
    </div>
  );
}

export function BorrowBadges({ summary }: { summary: BorrowSummary }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Figure label="Total" value={summary.total} tone="bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100" />
      <Figure label="Available" value={summary.available} tone="bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100" />
      <Figure label="Borrowed" value={summary.borrowed} tone="bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" />
      {summary.received > 0 && (
        <p className="self-center text-sm text-gray-600 dark:text-gray-300">
          You received {summary.received} credits from others; they count for your limits but cannot be lent on.
        </p>
      )}
    </div>
  );
}
