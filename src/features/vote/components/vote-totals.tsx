import { VOTE_CHOICES } from '@/config/constants';
import type { VoteChoice } from '@contract/votes';

export const CHOICE_LABELS: Record<VoteChoice, string> = { yes: 'Yes', no: 'No', abstain: 'Abstain' };
const BAR: Record<VoteChoice, string> = { yes: 'bg-green-600', no: 'bg-red-600', abstain: 'bg-gray-400' };

export function VoteTotals({ totals }: { totals: Record<VoteChoice, number> }) {
  const all = VOTE_CHOICES.reduce((sum, c) => sum + totals[c], 0);
  return (
    <dl className="space-y-1 text-sm">
      {VOTE_CHOICES.map((choice) => {
        const percent = all ? Math.round((totals[choice] / all) * 100) : 0;
        return (
          <div key={choice} className="grid grid-cols-[5rem_1fr_6rem] items-center gap-2">
            <dt>{CHOICE_LABELS[choice]}</dt>
            <div className="h-2 overflow-hidden rounded bg-gray-200 dark:bg-gray-700" aria-hidden="true">
              <div className={`h-full ${BAR[choice]}`} style={{ width: `${percent}%` }} />
            </div>
            <dd data-testid={`total-${choice}`}>
              {totals[choice]} ({percent}%)
            </dd>
          </div>
        );
      })}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {all} {all === 1 ? 'vote' : 'votes'}
      </p>
    </dl>
  );
}
