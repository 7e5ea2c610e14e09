// The collection as the metadata writers take it: the name and description fields, and the token name
// and description templates when the artist set them, and tokens' own texts (absent otherwise, so the
// default output is unchanged).
import type { CollectionInfo, MetadataBatch } from '@core/protocol';
import { usesRank } from '@core/metadata/template-render';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { finishedRun, type FinishedRun } from '../run/finished-run';
import { tokenTexts } from './token-texts';

/** With the finished run's own token names and descriptions (the token table's edits), when it has any. */
export function metadataCollection(): CollectionInfo {
  const { name, description, nameTemplate, descriptionTemplate } = useCombinerSettings.getState();
  const texts = tokenTexts(finishedRun()?.edits);
  return {
    name,
    description,
    ...(nameTemplate.trim() && { nameTemplate }),
    ...(descriptionTemplate.trim() && { descriptionTemplate }),
    ...(Object.keys(texts).length && { tokenTexts: texts }),
  };
}

/** What a worker needs to write `{rank}`: the whole set's rows and method, sent only when a template
 * writes one (a batch alone cannot tell a token's rank in the set). */
export const setRanks = (collection: CollectionInfo, run: FinishedRun): MetadataBatch['ranked'] =>
  usesRank(collection) ? { rows: run.digits, method: useCombinerSettings.getState().rarityMethod } : undefined;
