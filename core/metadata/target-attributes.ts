// How each target writes a typed trait. ERC-721 / OpenSea: `{display_type, trait_type, value}` with a
// numeric value, as OpenSea's metadata standard has it (docs.opensea.io/docs/metadata-standards,
// "Attributes": number, boost_number, boost_percentage, and date as a unix timestamp in seconds).
// Stargaze and Solana Metaplex write every value as a string, their own rules: Stargaze's `Trait` is
// `{display_type: Option<String>, trait_type: String, value: String}` (public-awesome/launchpad
// packages/sg-metadata/src/lib.rs), and Sugar parses an attribute as `{trait_type: String, value: String}`
// (metaplex-foundation/sugar src/validate/format.rs), so a number there is refused by `sugar validate`.
import { NONE_VALUE, type LayerValues } from '../export/metadata.ts';
import { numericLayer, valueNumber } from './typed-values.ts';

export interface OpenSeaAttribute {
  display_type?: string;
  trait_type: string;
  value: string | number;
}

/** A layer's None, and a value without a number (the pre-flight names it), stay text. */
export function openSeaAttribute(layers: readonly LayerValues[], trait_type: string, value: string): OpenSeaAttribute {
  const layer = value === NONE_VALUE ? null : numericLayer(layers, trait_type);
  const number = layer && valueNumber(layer, value);
  return layer && number !== null ? { display_type: layer.traitType, trait_type, value: number! } : { trait_type, value };
}

export const openSeaAttributes = (
  layers: readonly LayerValues[],
  attributes: ReadonlyArray<{ trait_type: string; value: string | number }>,
) => attributes.map((a) => openSeaAttribute(layers, a.trait_type, String(a.value)));
