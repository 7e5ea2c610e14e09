// The collection as the metadata writers take it: the name and description fields, and the token name
// and description templates when the artist set them, and tokens' own texts (absent otherwise, so the
// default output is unchanged).
import type { CollectionInfo } from '@core/protocol';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { finishedRun } from '../run/finished-run';
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
