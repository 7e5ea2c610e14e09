// What a layer's values mean in metadata: text (the default, written as the value's name), or a number
// OpenSea shows as one (its metadata standard's `display_type`: number, boost_number, boost_percentage,
// date). Rarity does not change with the type: the values stay categories.
export const TRAIT_TYPES = ['text', 'number', 'boost_number', 'boost_percentage', 'date'] as const;

export type TraitType = (typeof TRAIT_TYPES)[number];

export const TRAIT_TYPE_LABELS: Readonly<Record<TraitType, string>> = {
  text: 'Text',
  number: 'Number',
  boost_number: 'Boost number',
  boost_percentage: 'Boost percentage',
  date: 'Date',
};

export const isTraitType = (value: unknown): value is TraitType => (TRAIT_TYPES as readonly unknown[]).includes(value);

/** A type whose values carry numbers (every one but text). */
export const isNumericType = (type: TraitType | undefined): type is Exclude<TraitType, 'text'> => type !== undefined && type !== 'text';

/** How a value's name must read for its layer's type, after "is not ". */
export const numberWanted = (type: Exclude<TraitType, 'text'>) => (type === 'date' ? 'a date (YYYY-MM-DD, or unix seconds)' : 'a number');
