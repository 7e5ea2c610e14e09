import { MAX_COMBINATIONS } from '../../../config/constants';
import { useTraitGroupsStore } from '../stores/trait-groups-store';
import { possibleCombinations } from '../generation/run-generation';

/** 10000 -> '10 000', as the spec writes the ceiling. */
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export function CombinerSummary({ credits }: { credits: number }) {
  const possible = useTraitGroupsStore((s) => possibleCombinations(s.groups));
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
          <span data-testid="possible-combinations">{possible}</span>{' '}
          <span className="text-sm font-normal">(Max: {groupThousands(MAX_COMBINATIONS)})</span>
        </dd>
      </div>
    </dl>
  );
}
