import { MAX_COMBINATIONS } from '@/config/constants';
import { usePlan } from '../run/use-run';
import { groupThousands } from '../numbers';

export function CombinerSummary({ credits }: { credits: number }) {
  const valid = usePlan((plan) => plan.valid);
  return (
    <dl className="flex flex-wrap gap-6 rounded-lg bg-violet-50 p-4 dark:bg-violet-950">
      <div>
        <dt className="text-sm">Available credits</dt>
        <dd className="text-xl font-bold" data-testid="available-credits">
          {credits}
        </dd>
      </div>
      <div>
        <dt className="text-sm">Possible combinations</dt>
        <dd className="text-xl font-bold">
          {valid && !valid.exact && <span className="text-sm font-normal">about </span>}
          <span data-testid="possible-combinations">{valid ? valid.count : '…'}</span>{' '}
          {valid && !valid.exact && <span className="text-sm font-normal">(an estimate) </span>}
          <span className="text-sm font-normal">(Max: {groupThousands(MAX_COMBINATIONS)})</span>
          <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">
            Valid under the rules, values weighted 0 left out.
          </span>
        </dd>
      </div>
    </dl>
  );
}
