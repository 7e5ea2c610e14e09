import type { XmasWinner } from '../../../../server/contract/content';
import type { PartnerCollection } from '../../../../server/contract/partners';
import { shortenAddress } from '../../../lib/address';
import { prizeLink } from '../winners';

export function WinnersTable({ winners, partners }: { winners: readonly XmasWinner[]; partners: readonly PartnerCollection[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Christmas giveaway winners</caption>
        <thead className="bg-gray-100 dark:bg-gray-800">
          <tr>
            <th scope="col" className="px-4 py-2">
              #
            </th>
            <th scope="col" className="px-4 py-2">
              Address
            </th>
            <th scope="col" className="px-4 py-2">
              Winner
            </th>
            <th scope="col" className="px-4 py-2">
              Date
            </th>
            <th scope="col" className="px-4 py-2">
              Prize
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
