// The one metadata format every metadata control of the combiner writes ("Generate Metadata (JSON)",
// each card's "Save JSON"), named in each control's hint so the file never surprises.
import type { MetadataFormat } from '@core/protocol';

export const METADATA_FORMATS: Record<MetadataFormat, string> = {
  stargaze: 'Stargaze (trait_type / value)',
  'layer-value': 'Layer: value',
};

export const metadataHint = (format: MetadataFormat) => `Writes metadata as ${METADATA_FORMATS[format]}`;
