// How each target writes a typed trait. ERC-721 / OpenSea: `{display_type, trait_type, value}` with a
// numeric value, as OpenSea's metadata standard has it (docs.opensea.io/docs/metadata-standards,
// "Attributes": number, boost_number, boost_percentage, and date as a unix timestamp in seconds).
// Stargaze and Solana Metaplex write every value as a string, their own rules: Stargaze's `Trait` is
// `{display_type: Option<String>, trait_type: String, value: String}` (public-awesome/launchpad
// packages/sg-metadata/src/lib.rs), and Sugar parses an attribute as `{trait_type: String, value: String}`
// (metaplex-foundation/sugar src/validate/format.rs), so a number there is refused by `sugar validate`.
import { NONE_VALUE, type LayerValues } from '../export/metadata.ts';
import { numericAttribute, numericLayer, valueNumber } from './typed-values.ts';
import type { OneOfOneItem } from '../export/one-of-ones.ts';
import type { OneOfOneAttribute } from '../plan/types.ts';

export interface OpenSeaAttribute {
  display_type?: string;
  trait_type: string;
  value: string | number;
}

/** A layer's None, and a value without a number (the pre-flight names it), stay text. `own`: a one-of-one's
 * attribute of that name, with its own type. */
export function openSeaAttribute(
  layers: readonly LayerValues[],
  trait_type: string,
  value: string,
  own?: Readonly<OneOfOneAttribute>,
): OpenSeaAttribute {
  const layer = value === NONE_VALUE ? null : own ? numericAttribute(layers, own) : numericLayer(layers, trait_type);
  const number = layer && valueNumber(layer, value);
  return layer && number !== null ? { display_type: layer.traitType, trait_type, value: number! } : { trait_type, value };
}

/** `special`: the token's one-of-one, whose attributes may carry their own types. */
export const openSeaAttributes = (
  layers: readonly LayerValues[],
  attributes: ReadonlyArray<{ trait_type: string; value: string | number }>,
  special?: OneOfOneItem | null,
) =>
  attributes.map((a) =>
    openSeaAttribute(
      layers,
      a.trait_type,
      String(a.value),
      special?.attributes.find((own) => own.trait_type === a.trait_type),
    ),
  );
