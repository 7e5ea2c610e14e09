import { describe, expect, it } from 'vitest';
import { targetLayout } from '@core/export/targets/target-layout';
import type { TraitGroup } from '../stores/trait-groups-store';
import { regenerateSettings } from './regenerate-settings';
import { groups, output, run } from './set-fixture.test-helpers';

describe('traitforge.json', () => {
  it('names every layer, value, weight, None, rule and one-of-one of the run, with its output options and rows', () => {
    // traitforge.json as the export writes it beside the target's files.
    const written = targetLayout(
      {
        collection: { name: 'Blocks', description: 'Squares' },
        rarityMethod: 'openrarity',
        layers: run.layers,
        rows: run.digits,
        baseUri: '',
        settings: regenerateSettings(run, groups, output),
      },
      [],
    ).texts.find((file) => file.path === 'traitforge.json')!;
    const saved = JSON.parse(written.text);
    expect(saved).toEqual({
      format: 'traitforge-set',
      version: 1,
      collection: { name: 'Blocks', description: 'Squares' },
      // No edit made to this set.
      edits: [],
      layers: [
        {
          name: 'Background',
          values: [
            { value: 'Crimson', image: 'red.png', weight: 1 },
            { value: 'Navy', image: 'blue.png', weight: 3 },
          ],
          none: null,
          blend: 'normal',
          opacity: 100,
        },
        { name: 'Hat', values: [{ value: 'Cap', image: 'cap.png', weight: 1 }], none: 2, blend: 'normal', opacity: 100 },
      ],
      generator: {
        size: 3,
        seed: 'blocks-42',
        order: 'shuffled',
        rules: [
          {
            kind: 'never',
            a: { trait_type: 'Hat', value: 'Cap', image: 'cap.png' },
            b: { trait_type: 'Background', value: 'Crimson', image: 'red.png' },
          },
          {
            kind: 'oneOf',
            a: { trait_type: 'Hat', value: 'Cap', image: 'cap.png' },
            b: { trait_type: 'Background', value: 'Crimson', image: 'red.png' },
            or: [{ trait_type: 'Background', value: 'Navy', image: 'blue.png' }],
          },
        ],
        oneOfOnes: [{ name: 'The Founder', attributes: [{ trait_type: 'Background', value: 'Gold' }] }],
      },
      output: { size: 500, pixelArt: true, mismatchFit: 'centre', optimisePng: true },
      tokens: 3,
      rows: [
        [1, 0],
        [0, -1],
        [1, -1],
      ],
    });
  });

  it('still names the layers and a None it saw when the groups were removed since the run', () => {
    const saved = regenerateSettings(run, [], output) as {
      layers: Array<{ values: Array<{ image: string | null }>; none: number | null }>;
    };
    expect(saved.layers.map((l) => l.none)).toEqual([null, 1]);
    expect(saved.layers[0]!.values.map((v) => v.image)).toEqual([null, null]);
  });

  it("names each layer's blend and opacity, a value drawn at another place and its parts, which read back to the same drawing", () => {
    const hair = { id: 13, name: 'Hair', files: [{ id: 'hair-long', name: 'long.png' }], traitValues: {} };
    const drawn: TraitGroup[] = [
      { ...groups[0]!, blend: 'multiply', opacity: 50 },
      {
        ...groups[1]!,
        drawAt: { 'hat-cap': { layer: 13, side: 'under' } },
        parts: { 'hat-cap': [{ file: { id: 'cap-back', name: 'cap-back.png' }, at: { layer: 11, side: 'over' } }] },
      },
      hair,
    ];
    const text = JSON.stringify(regenerateSettings(run, drawn, output));
    const saved = JSON.parse(text) as {
      layers: Array<{ name: string; blend: string; opacity: number; values: Array<Record<string, unknown>> }>;
    };
    expect(saved.layers.map(({ blend, opacity }) => ({ blend, opacity }))).toEqual([
      { blend: 'multiply', opacity: 50 },
      { blend: 'normal', opacity: 100 },
    ]);
    const cap = saved.layers[1]!.values[0]!;
    expect(cap).toEqual({
      value: 'Cap',
      image: 'cap.png',
      weight: 1,
      drawnAt: { layer: 'Hair', side: 'under' },
      parts: [{ image: 'cap-back.png', at: { layer: 'Background', side: 'over' } }],
    });
    // Read back by names, the file gives the very places and parts the groups hold.
    const idOf = (name: string) => drawn.find((g) => g.name === name)!.id;
    const place = (at: { layer: string; side: string }) => ({ layer: idOf(at.layer), side: at.side });
    expect(place(cap.drawnAt as { layer: string; side: string })).toEqual(drawn[1]!.drawAt!['hat-cap']);
    const parts = cap.parts as Array<{ image: string; at: { layer: string; side: string } }>;
    expect(parts.map((p) => ({ name: p.image, at: place(p.at) }))).toEqual(
      drawn[1]!.parts!['hat-cap']!.map((p) => ({ name: p.file.name, at: p.at })),
    );
    // A value drawn in place and in one piece says nothing more than before.
    expect(saved.layers[0]!.values[0]).toEqual({ value: 'Crimson', image: 'red.png', weight: 1 });
  });

  it('leaves out a place whose layer is gone: that value is drawn at its own place', () => {
    const moved: TraitGroup[] = [groups[0]!, { ...groups[1]!, drawAt: { 'hat-cap': { layer: 99, side: 'under' } } }];
    const saved = regenerateSettings(run, moved, output) as { layers: Array<{ values: Array<Record<string, unknown>> }> };
    expect(saved.layers[1]!.values[0]).toEqual({ value: 'Cap', image: 'cap.png', weight: 1 });
  });
});
