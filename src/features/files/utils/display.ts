import { FILE_NAME_DISPLAY_MAX, TRAIT_VALUE_DISPLAY_WORDS } from '@/config/constants';

/** Long names are cut to 50 characters in lists. */
export const shortName = (name: string) => (name.length > FILE_NAME_DISPLAY_MAX ? `${name.slice(0, FILE_NAME_DISPLAY_MAX)}...` : name);

/** Trait values are shown as their first 3 words. */
export const firstWords = (value: string) => value.trim().split(/\s+/).slice(0, TRAIT_VALUE_DISPLAY_WORDS).join(' ');

/** A tooltip with the whole value where firstWords cut it; undefined when nothing was cut. */
export const fullValueTitle = (value: string) => (firstWords(value) === value.trim() ? undefined : value.trim());

export const stemOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
};
