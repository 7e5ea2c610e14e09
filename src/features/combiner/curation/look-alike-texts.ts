// How the look-alike guard names its groups and explains its threshold.
import { PRINT_BITS } from '@core/curation/look-alike-print';

/** "#4 and #9"; "#2, #5 and #7". */
const tokenList = (numbers: readonly number[]) => {
  const names = numbers.map((n) => `#${n}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
};

/** "#4 and #9 render the same pixels": their image files are the same bytes. */
export const samePixelsText = (numbers: readonly number[]) => `${tokenList(numbers)} render the same pixels`;

/** "#4 and #9 look alike": different files, fingerprints within the threshold. */
export const lookAlikeText = (numbers: readonly number[]) => `${tokenList(numbers)} look alike`;

export const THRESHOLD_HINT = `How many of the ${PRINT_BITS} points of an image's fingerprint (an 8 × 8 colour sketch and the average colour) may differ for two images to be listed as look-alikes. 0 lists only images that match at that size; raise it to catch bigger differences.`;

export const checkingText = (done: number, total: number) => `Looking for look-alikes: ${done} of ${total} images`;

/** Each look-alike token's flag in the token table: "Same pixels as #9", "Looks like #2 and #7". */
export function lookAlikeFlags(groups: { identical: readonly number[][]; near: readonly number[][] }): Map<number, string> {
  const flags = new Map<number, string>();
  const flag = (list: readonly number[][], lead: string) => {
    for (const group of list) for (const n of group) flags.set(n, `${lead} ${tokenList(group.filter((other) => other !== n))}`);
  };
  flag(groups.near, 'Looks like');
  // A token in both kinds of group is flagged for the stronger: the same bytes.
  flag(groups.identical, 'Same pixels as');
  return flags;
}
