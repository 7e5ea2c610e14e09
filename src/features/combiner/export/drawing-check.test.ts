import { describe, expect, it } from 'vitest';
import type { TraitGroup } from '../stores/trait-groups-store';
import { drawingProblem } from './drawing-check';
import { namedRunLayers, regenerateSettings } from './regenerate-settings';
import { groups, output, run } from './set-fixture.test-helpers';

// Background multiplied at 50 %, the Cap drawn over the Background with a back piece under it.
const drawn: TraitGroup[] = [
  { ...groups[0]!, blend: 'multiply', opacity: 50 },
  {
    ...groups[1]!,
    drawAt: { 'hat-cap': { layer: 11, side: 'over' } },
    parts: { 'hat-cap': [{ file: { id: 'cap-back', name: 'cap-back.png' }, at: { layer: 11, side: 'under' } }] },
  },
];
/** traitforge.json's layers as the export writes them, read back from the text. */
const written = (from: readonly TraitGroup[]) =>
  (JSON.parse(JSON.stringify(regenerateSettings(run, from, output))) as { layers: Array<Record<string, unknown>> }).layers;

describe("traitforge.json's drawing read back", () => {
  it('stands for the run it was written from, and for no run drawn otherwise', () => {
    expect(drawingProblem(written(drawn), namedRunLayers(run, drawn))).toBeNull();
    expect(drawingProblem(written(groups), namedRunLayers(run, groups))).toBeNull();
    expect(drawingProblem(written(drawn), namedRunLayers(run, groups))).toBe(
      "traitforge.json draws Background otherwise than this run (its blend, opacity, a value's place or parts), so the images would differ.",
    );
    const unmoved = [drawn[0]!, { ...drawn[1]!, drawAt: {} }];
    expect(drawingProblem(written(drawn), namedRunLayers(run, unmoved))).toMatch(/^traitforge.json draws Hat otherwise than this run/);
  });

  it('says nothing about a file written before the drawing was named', () => {
    const older = written(groups).map(({ blend: _blend, opacity: _opacity, ...layer }) => layer);
    expect(drawingProblem(older, namedRunLayers(run, drawn))).toBeNull();
  });

  it('refuses a drawing that is none, naming the layer and what a drawing is', () => {
    const known =
      'a blend mode is normal, multiply, screen, overlay; an opacity a whole percent from 0 to 100; a place a layer and "under" or "over"';
    const bad = (change: (layers: Array<Record<string, unknown>>) => void) => {
      const layers = written(drawn);
      change(layers);
      return drawingProblem(layers, namedRunLayers(run, drawn));
    };
    expect(bad((l) => (l[0]!.blend = 'dissolve'))).toBe(`traitforge.json draws Background in a way Traitforge does not know (${known}).`);
    expect(bad((l) => (l[0]!.opacity = 150))).toMatch(/^traitforge.json draws Background in a way/);
    expect(bad((l) => ((l[1]!.values as Array<Record<string, unknown>>)[0]!.drawnAt = { layer: 'Background', side: 'beside' }))).toMatch(
      /^traitforge.json draws Hat in a way/,
    );
    expect(drawingProblem('layers', [])).toBe('traitforge.json lists no layers.');
  });
});
