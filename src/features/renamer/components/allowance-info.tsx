import { useRenamerFiles } from '../stores/renamer-files-store';
import { allowanceText } from '../utils/allowance';

export function AllowanceInfo({ withCredits, limit }: { withCredits: boolean; limit: number }) {
  const count = useRenamerFiles((s) => s.entries.length);
  return (
    <div className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100">
      <p>{allowanceText(withCredits, limit)}</p>
      <p>
        Currently using: {count} / {limit}
      </p>
    </div>
  );
}
