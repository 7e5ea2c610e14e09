// The pre-flight report: every reason a launchpad would refuse the set, found at once before anything is
// written: the target's own check of the files the export would write, then the collection and launch
// settings against the target's rules (shared/launch-targets.ts). Warnings (no cover image, a type the
// launchpad does not recognise) do not block a launch.
import { perAddressMost, type LaunchTargetId } from '../../../shared/launch-targets.ts';
import type { CollectionInfo, LayerValues } from '../metadata.ts';
import type { OneOfOneItem } from '../one-of-ones.ts';
import { metadataProblems } from '../../metadata/metadata-problems.ts';
import { listed } from '../validate-stargaze.ts';
import { checkTarget } from './check-target.ts';
import { exportTarget, targetOf } from './registry.ts';
import { NO_LAUNCH_SETTINGS, type LaunchSettings, type ListedFile, type TargetLayout } from './target-types.ts';
import type { ExportSet } from '../export-set.ts';

export type { LaunchSettings } from './target-types.ts';

export interface PreflightInput {
  target: LaunchTargetId;
  collection: CollectionInfo;
  tokens: number;
  /** The export's files, the cover among them when one is chosen. */
  files: readonly ListedFile[];
  settings: LaunchSettings;
  hasCover: boolean;
  /** The set's layers and one-of-ones: their typed values and the name and description templates are checked. */
  layers?: readonly LayerValues[];
  oneOfOnes?: readonly OneOfOneItem[];
}

export interface PreflightReport {
  problems: string[];
  warnings: string[];
}

const HTTPS_ADDRESS = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/i;
const chars = (text: string) => [...text].length;

function settingsProblems({ target, tokens, settings }: PreflightInput): string[] {
  const { rules } = exportTarget(target);
  const problems: string[] = [];
  const link = settings.externalLink.trim();
  if (link && !HTTPS_ADDRESS.test(link)) problems.push(`The external link "${link}" is not an https:// address`);
  const royalty = settings.royaltyPercent.trim();
  if (royalty && !(Number(royalty) >= 0 && Number(royalty) <= rules.maxRoyaltyPercent))
    problems.push(`Royalties of "${royalty} %": ${rules.launchpad} takes 0 to ${rules.maxRoyaltyPercent} %`);
  const limit = settings.perAddressLimit.trim();
  if (limit) {
    const { most, why } = perAddressMost(rules, tokens);
    if (!/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > most)
      problems.push(`A mint limit of "${limit}" per address: ${rules.launchpad} takes 1 to ${most}${why ? ` (${why})` : ''}`);
  }
  return problems;
}

export function preflight(input: PreflightInput): PreflightReport {
  const { target, collection, tokens, files } = input;
  const { rules } = exportTarget(target);
  const problems: string[] = [];
  if (!collection.name.trim()) problems.push('The collection has no name');
  else if (rules.maxNameLength && chars(collection.name) > rules.maxNameLength)
    problems.push(`The collection name has ${chars(collection.name)} characters; ${rules.launchpad} takes at most ${rules.maxNameLength}`);
  if (chars(collection.description) > rules.maxDescriptionLength)
    problems.push(
      `The description has ${chars(collection.description)} characters; ${rules.launchpad} takes at most ${rules.maxDescriptionLength}`,
    );
  if (tokens < 1 || tokens > rules.maxTokens) problems.push(`${tokens} tokens: ${rules.launchpad} takes 1 to ${rules.maxTokens}`);
  problems.push(
    ...metadataProblems(collection, input.layers ?? [], input.oneOfOnes),
    ...settingsProblems(input),
    ...checkTarget(target, files).problems,
  );
  // A chosen cover is among the files, so a type the launchpad does not recognise is named here too.
  const warnings = rules.unrecognisedTypes.flatMap((type) => {
    const found = files.filter((file) => file.path.toLowerCase().endsWith(`.${type}`)).map((file) => file.path);
    return found.length ? [`${rules.launchpad} does not recognise ${type} files: ${listed(found)}`] : [];
  });
  if (!input.hasCover) warnings.unshift(`No cover image: ${rules.coverWanted}`);
  return { problems, warnings };
}

/** Every file of a layout as the checks list it: the images and the cover by path, the texts with their text. */
export const layoutFiles = (layout: TargetLayout): ListedFile[] => [
  ...layout.images,
  ...layout.texts,
  ...layout.given.map(({ path }) => ({ path })),
];

/** The pre-flight of exporting `set` as `layout`: what every export runs before it writes a file. */
export const setPreflight = (set: ExportSet, layout: TargetLayout): PreflightReport =>
  preflight({
    target: targetOf(set).id,
    collection: set.collection,
    tokens: set.rows.length,
    files: layoutFiles(layout),
    settings: set.launch ?? NO_LAUNCH_SETTINGS,
    hasCover: set.cover !== undefined,
    layers: set.layers,
    ...(set.oneOfOnes && { oneOfOnes: set.oneOfOnes }),
  });

/** An export the pre-flight stopped: nothing was written, these are its problems. */
export interface PreflightRefusal {
  refused: string[];
}
