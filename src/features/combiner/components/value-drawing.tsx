import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTraitGroupsStore, type TraitFile, type TraitGroup } from '../stores/trait-groups-store';
import type { DrawPlace, ValuePart } from '../stores/layer-drawing-schema';
import { storeLayer } from '../import/upload-layers';
import { discardImages } from '../stores/discard-images';
import { listsEveryPlace, PlaceSelect } from './place-select';
import { notify } from '@/components/ui/notification-store';

const SMALL_BUTTON = 'rounded border px-2 py-0.5 text-xs';

/** Where a value is drawn ("Cap: under Hair") and its other parts (a hat's back piece under the head). */
export function ValueDrawing({ group, file, value }: { group: TraitGroup; file: TraitFile; value: string }) {
  const groups = useTraitGroupsStore((s) => s.groups);
  const setDrawing = useTraitGroupsStore((s) => s.setDrawing);
  const picker = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const others = groups.filter((g) => g.id !== group.id);
  if (!others.length) return null;
  // In a short stack the row holds all it has: every place option, the part picker. In a long one, only
  // what shows until used (the list renders only the rows near the view, so an observer of each row's
  // distance to it would only render every new row twice).
  const whole = listsEveryPlace(groups);
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
    <div className="flex basis-full flex-wrap items-center gap-2 pl-8 text-xs">
      <label className="inline-flex items-center gap-1">
        Drawn
        <PlaceSelect
          label={`Drawing place of ${value}`}
          groups={groups}
          own={group.id}
          place={group.drawAt?.[file.id]}
          inPlace="in its layer"
          listed={whole}
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
            listed={whole}
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
      <button
        type="button"
        className={SMALL_BUTTON}
        onClick={() => {
          // A row far from view has no file input yet (one node less in each of a long list's rows): it is
          // rendered before the click is passed on, still within the user's click as a file picker needs.
          flushSync(() => setPicking(true));
          picker.current?.click();
        }}
      >
        Add a part
      </button>
      {(whole || picking) && (
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
      )}
    </div>
  );
}
