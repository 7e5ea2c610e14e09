// The select of where a value or a part is drawn: under or over each other layer. With 20 layers that is
// 39 options per value, most of a long layer list's DOM; so a select far from view and untouched holds
// only its chosen option (a LazySelect), and gets the others when it comes near or is used.
import { LazySelect, type LazyOption } from '@/components/ui/lazy-select';
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

function placeOptions(groups: readonly TraitGroup[], own: number, inPlace: string | undefined): LazyOption[] {
  const places = groups
    .filter((g) => g.id !== own)
    .flatMap((g) =>
      (['under', 'over'] as const).map((side) => ({ value: `${g.id}:${side}`, text: placeName({ layer: g.id, side }, groups) })),
    );
  return inPlace ? [{ value: '', text: inPlace }, ...places] : places;
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
  return (
    <LazySelect
      label={label}
      className={FIELD}
      value={placeKey(place)}
      options={placeOptions(groups, own, inPlace)}
      listed={listed}
      onValue={(key) => onPlace(parsePlace(key))}
    />
  );
}
