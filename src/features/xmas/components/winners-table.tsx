import type { XmasWinner } from '@contract/content';
import type { PartnerCollection } from '@contract/partners';
import { shortenAddress } from '@/lib/address';
import { DataTable } from '@/components/ui/data-table';
import { prizeLink } from '../winners';

export function WinnersTable({ winners, partners }: { winners: readonly XmasWinner[]; partners: readonly PartnerCollection[] }) {
  return (
    <DataTable caption="Christmas giveaway winners" columns={['#', 'Address', 'Winner', 'Date', 'Prize']}>
      {winners.map((winner, index) => (
        <tr key={winner.address + winner.date} className="border-t border-gray-200 dark:border-gray-800">
          <td className="px-4 py-2">{index + 1}</td>
          <td className="px-4 py-2 font-mono" title={winner.address}>
            {shortenAddress(winner.address)}
          </td>
          <td className="px-4 py-2">
            <a
              href={`https://x.com/${winner.handle}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-violet-700 underline dark:text-violet-300"
            >
              @{winner.handle}
            </a>
          </td>
          <td className="px-4 py-2">{winner.date}</td>
          <td className="px-4 py-2">
            <a
              href={prizeLink(winner, partners).url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-violet-700 underline dark:text-violet-300"
            >
              {prizeLink(winner, partners).label}
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
