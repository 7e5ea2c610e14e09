import { useRef } from 'react';
import { useTraitGroupsStore, type TraitFile, type TraitGroup } from '../stores/trait-groups-store';
import type { DrawPlace, ValuePart } from '../stores/layer-drawing-schema';
import { storeLayer } from '../generation/upload-layers';
import { discardImages } from '../stores/discard-images';
import { placeName } from './drawing-places';
import { notify } from '../../../components/ui/notification-store';

const FIELD = 'rounded border border-gray-300 bg-white px-1 py-0.5 text-xs dark:border-gray-600 dark:bg-gray-900';
const SMALL_BUTTON = 'rounded border px-2 py-0.5 text-xs';

const placeKey = (place: DrawPlace | undefined) => (place ? `${place.layer}:${place.side}` : '');
const parsePlace = (key: string): DrawPlace | undefined => {
  const [layer, side] = key.split(':');
  return layer && (side === 'under' || side === 'over') ? { layer: Number(layer), side } : undefined;
};

interface PlaceSelectProps {
  label: string;
  groups: readonly TraitGroup[];
  /** The layer of the value: never a place of its own. */
  own: number;
  place: DrawPlace | undefined;
  /** The first choice, for no place of its own (a value's part always has one). */
  inPlace?: string;
  onPlace(place: DrawPlace | undefined): void;
}

function PlaceSelect({ label, groups, own, place, inPlace, onPlace }: PlaceSelectProps) {
  return (
    <select aria-label={label} className={FIELD} value={placeKey(place)} onChange={(e) => onPlace(parsePlace(e.target.value))}>
      {inPlace && <option value="">{inPlace}</option>}
      {groups
        .filter((g) => g.id !== own)
        .flatMap((g) =>
          (['under', 'over'] as const).map((side) => (
            <option key={`${g.id}:${side}`} value={`${g.id}:${side}`}>
              {placeName({ layer: g.id, side }, groups)}
            </option>
          )),
        )}
    </select>
  );
}

/** Where a value is drawn ("Cap: under Hair") and its other parts (a hat's back piece under the head). */
export function ValueDrawing({ group, file, value }: { group: TraitGroup; file: TraitFile; value: string }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const setDrawing = useTraitGroupsStore((s) => s.setDrawing);
  const picker = useRef<HTMLInputElement>(null);
  const others = groups.filter((g) => g.id !== group.id);
  if (!others.length) return null;
  const parts = group.parts?.[file.id] ?? [];
  const setParts = (list: ValuePart[]) => setDrawing(group.id, { parts: { ...group.parts, [file.id]: list } });
  const setPlace = (place: DrawPlace | undefined) => {
    const drawAt = { ...group.drawAt };
    if (place) drawAt[file.id] = place;
    else delete drawAt[file.id];
    setDrawing(group.id, { drawAt });
  };
  const addPart = async (picked: File | undefined) => {
    if (!picked) return;
    const stored = await storeLayer(group.id, picked);
    if (!stored) return void notify('error', `${picked.name} could not be read as an image, so it was not added as a part of ${value}.`);
    // The part goes under the layer just below this one (or over the one above): the artist picks its place next.
    const index = groups.findIndex((g) => g.id === group.id);
    const at: DrawPlace = index > 0 ? { layer: groups[index - 1]!.id, side: 'under' } : { layer: others[0]!.id, side: 'over' };
    if (stored)
      setParts([...(useTraitGroupsStore.getState().groups.find((g) => g.id === group.id)?.parts?.[file.id] ?? []), { file: stored, at }]);
  };
  return (
    <div className="flex flex-wrap items-center gap-2 pl-8 text-xs">
      <label className="inline-flex items-center gap-1">
        Drawn
        <PlaceSelect
          label={`Drawing place of ${value}`}
          groups={groups}
          own={group.id}
          place={group.drawAt?.[file.id]}
          inPlace="in its layer"
          onPlace={setPlace}
        />
      </label>
      {parts.map((part, i) => (
        <span key={part.file.id} className="inline-flex items-center gap-1 rounded border border-dashed border-gray-400 px-1">
          Part {part.file.name}
          <PlaceSelect
            label={`Place of part ${part.file.name} of ${value}`}
            groups={groups}
            own={group.id}
            place={part.at}
            onPlace={(at) => at && setParts(parts.map((p, j) => (j === i ? { ...p, at } : p)))}
          />
          <button
            type="button"
            className={SMALL_BUTTON}
            aria-label={`Delete part ${part.file.name} of ${value}`}
            onClick={() => {
              setParts(parts.filter((_, j) => j !== i));
              void discardImages([{ ...part.file }]);
            }}
          >
            Delete
          </button>
        </span>
      ))}
      <button type="button" className={SMALL_BUTTON} onClick={() => picker.current?.click()}>
        Add a part
      </button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        aria-label={`Add a part to ${value}`}
        onChange={(e) => {
          void addPart(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
