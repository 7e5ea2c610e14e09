// The words for where a value or a part is drawn, the same in its select and in the layer it is drawn at.
import type { DrawPlace } from '../stores/layer-drawing-schema';
import type { TraitGroup } from '../stores/trait-groups-store';

/** "under Hair"; a layer without a name is called by its number. */
export function placeName(place: DrawPlace, groups: readonly TraitGroup[]): string {
  const index = groups.findIndex((g) => g.id === place.layer);
  const name = groups[index]?.name.trim() || `layer ${index + 1}`;
  return `${place.side} ${name}`;
}

export interface DrawnElsewhere {
  /** "Cap: under Hair", "Top hat (part back.png): under Head" */
  text: string;
  /** The layer it is drawn at. */
  at: number;
}

/** Every value and part of the layers drawn at another layer's place, with where. */
export function drawnElsewhere(groups: readonly TraitGroup[]): DrawnElsewhere[] {
  return groups.flatMap((g) =>
    g.files.flatMap((f) => {
      const value = g.traitValues[f.name] ?? f.name;
      const moved = g.drawAt?.[f.id];
      const parts = (g.parts?.[f.id] ?? []).map((p) => ({
        text: `${value} (part ${p.file.name}): ${placeName(p.at, groups)}`,
        at: p.at.layer,
      }));
      return moved ? [{ text: `${value}: ${placeName(moved, groups)}`, at: moved.layer }, ...parts] : parts;
    }),
  );
}
