import type { MetadataFormat } from '../../../../workers/protocol';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { METADATA_FORMATS } from '../generation/metadata-format';

/** The one format "Generate Metadata (JSON)" and every card's "Save JSON" write. */
export function MetadataFormatSelect({ disabled }: { disabled: boolean }) {
  const { metadataFormat, update } = useCombinerSettings();
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">Metadata format</span>
      <select
        className="rounded border border-gray-300 bg-white px-2 py-2 dark:border-gray-600 dark:bg-gray-900"
        value={metadataFormat}
        disabled={disabled}
        onChange={(e) => update({ metadataFormat: e.target.value as MetadataFormat })}
      >
        {Object.entries(METADATA_FORMATS).map(([format, label]) => (
          <option key={format} value={format}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
