// Says why holdings read nothing, instead of showing 0 for everyone as if it were a fact.
import type { CreditsResponse } from '@contract/credits';
import { FREE_CREDITS } from '@/config/constants';

type Flags = Pick<CreditsResponse, 'holdingsChecked' | 'partnersConfigured'>;

export const holdingsKnown = (c: Flags) => c.partnersConfigured && c.holdingsChecked;

const BOX =
  'mb-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

export function HoldingsNotice({ credits, chainName }: { credits: Flags; chainName?: string }) {
  if (!credits.partnersConfigured) {
    return (
      <p role="status" className={BOX}>
        Partner holdings are not configured {chainName ? `for ${chainName} ` : ''}on this server yet, so no holdings are counted. You have
        the {FREE_CREDITS} free credits and one free collection.
      </p>
    );
  }
  if (!credits.holdingsChecked) {
    return (
      <p role="alert" className={BOX}>
        Your holdings could not be checked: the chain indexer did not answer. Only the {FREE_CREDITS} free credits count for now; reload the
        page to try again.
      </p>
    );
  }
  return null;
}
