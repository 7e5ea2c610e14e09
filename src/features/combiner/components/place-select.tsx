// The select of where a value or a part is drawn: under or over each other layer. With 20 layers that is
// 39 options per value, most of a long layer list's DOM; so a select far from view and untouched holds
// only its chosen option and the longest, hidden, for its width (it looks the same closed), and gets the
// others when it comes near or is used.
import { useState } from 'react';
import type { DrawPlace } from '../stores/layer-drawing-schema';
import type { TraitGroup } from '../stores/trait-groups-store';
import { placeName } from './drawing-places';

const FIELD = 'rounded border border-gray-300 bg-white px-1 py-0.5 text-xs dark:border-gray-600 dark:bg-gray-900';

/** Up to this many place options in the whole layer list, every select holds all of its own: a short
 * list costs nothing, and its selects answer a script's pick (a test's selectOption) wherever they are. */
const EVERY_OPTION_UP_TO = 2_000;

/** Whether the layer list is short enough for every select to hold all its options. */
export function listsEveryPlace(groups: readonly TraitGroup[]): boolean {
  const values = groups.reduce((sum, g) => sum + g.files.length, 0);
  return values * 2 * (groups.length - 1) <= EVERY_OPTION_UP_TO;
}

const placeKey = (place: DrawPlace | undefined) => (place ? `${place.layer}:${place.side}` : '');
const parsePlace = (key: string): DrawPlace | undefined => {
  const [layer, side] = key.split(':');
  return layer && (side === 'under' || side === 'over') ? { layer: Number(layer), side } : undefined;
};

interface PlaceOption {
  key: string;
  text: string;
  hidden?: boolean;
}

function placeOptions(groups: readonly TraitGroup[], own: number, inPlace: string | undefined): PlaceOption[] {
  const places = groups
    .filter((g) => g.id !== own)
    .flatMap((g) =>
      (['under', 'over'] as const).map((side) => ({ key: `${g.id}:${side}`, text: placeName({ layer: g.id, side }, groups) })),
    );
  return inPlace ? [{ key: '', text: inPlace }, ...places] : places;
}

/** What a closed select needs: the option it shows (the chosen place, or the first option where the
 * browser falls back to it: no place chosen, or a layer since deleted) and, hidden, the longest, which
 * still sizes the select as the whole list does (by its characters, near enough), so nothing jumps when the rest comes. */
function closedOptions(all: PlaceOption[], key: string): PlaceOption[] {
  const shown = all.find((o) => o.key === key) ?? all[0]!;
  const longest = all.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  return longest === shown ? [shown] : [shown, { ...longest, hidden: true }];
}

interface PlaceSelectProps {
  label: string;
  groups: readonly TraitGroup[];
  /** The layer of the value: never a place of its own. */
  own: number;
  place: DrawPlace | undefined;
  /** The first choice, for no place of its own (a value's part always has one). */
  inPlace?: string;
  /** Every option now (the row is near the screen, or the list is short); else only when used. */
  listed: boolean;
  onPlace(place: DrawPlace | undefined): void;
}

export function PlaceSelect({ label, groups, own, place, inPlace, listed, onPlace }: PlaceSelectProps) {
  // Focus, a press or a key comes before the select opens or steps: its options are there by then.
  const [used, setUsed] = useState(false);
  const use = () => setUsed(true);
  const all = placeOptions(groups, own, inPlace);
  const options = listed || used ? all : closedOptions(all, placeKey(place));
  return (
    <select
      aria-label={label}
      className={FIELD}
      value={placeKey(place)}
      onFocus={use}
      onPointerDown={use}
      onKeyDown={use}
      onBlur={() => setUsed(false)}
      onChange={(e) => onPlace(parsePlace(e.target.value))}
    >
      {options.map((o) => (
        <option key={o.key} value={o.key} hidden={o.hidden}>
          {o.text}
        </option>
      ))}
    </select>
  );
}
