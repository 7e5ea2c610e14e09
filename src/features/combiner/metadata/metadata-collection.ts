// The collection as the metadata writers take it: the name and description fields, and the token name
// and description templates when the artist set them (absent otherwise, so the default output is unchanged).
import type { CollectionInfo } from '@core/protocol';
import { useCombinerSettings } from '../stores/combiner-settings-store';

export function metadataCollection(): CollectionInfo {
  const { name, description, nameTemplate, descriptionTemplate } = useCombinerSettings.getState();
  return {
    name,
    description,
    ...(nameTemplate.trim() && { nameTemplate }),
    ...(descriptionTemplate.trim() && { descriptionTemplate }),
  };
}
