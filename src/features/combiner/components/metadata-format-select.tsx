import type { MetadataFormat } from '@core/protocol';
import { SelectField } from '@/components/ui/form-field';
import { useCombinerSettings } from '../stores/combiner-settings-store';
import { METADATA_FORMATS } from './metadata-format';

/** The one format "Generate Metadata (JSON)" and every card's "Save JSON" write. */
export function MetadataFormatSelect({ disabled }: { disabled: boolean }) {
  const { metadataFormat, update } = useCombinerSettings();
  return (
    <SelectField
      label="Metadata format"
      value={metadataFormat}
      disabled={disabled}
      onChange={(e) => update({ metadataFormat: e.target.value as MetadataFormat })}
    >
      {Object.entries(METADATA_FORMATS).map(([format, label]) => (
        <option key={format} value={format}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
