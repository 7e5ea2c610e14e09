import { describe, expect, it } from 'vitest';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { validLayerDrawing } from '../stores/layer-drawing-schema';
import { runDrawing } from './layer-drawing';

const layerDrawing = (groups: TraitGroup[], withOneOfOnes: boolean) => runDrawing(groups, withOneOfOnes).drawing;

const group = (id: number, drawing: Partial<TraitGroup> = {}): TraitGroup => ({
  id,
  name: `Layer ${id}`,
  files: [{ id: `${id}-a`, name: 'a.png' }],
  traitValues: { 'a.png': 'a' },
  ...drawing,
});

describe('layerDrawing', () => {
  it('leaves the drawing out when every layer is normal at full opacity, as runs were before', () => {
    expect(layerDrawing([group(1), group(2, { blend: 'normal', opacity: 100 })], false)).toBeUndefined();
  });

  it("gives each usable layer its blend and opacity (0..1), the one-of-ones' layer plain on top", () => {
    const empty = { ...group(3), files: [] };
    expect(layerDrawing([group(1), empty, group(2, { blend: 'multiply', opacity: 50 })], true)).toEqual([
      { layer: 0, blend: 'normal', opacity: 1 },
      { layer: 1, blend: 'multiply', opacity: 0.5 },
      { layer: 2, blend: 'normal', opacity: 1 },
    ]);
    expect(layerDrawing([group(1, { opacity: 0 })], false)).toEqual([{ layer: 0, blend: 'normal', opacity: 0 }]);
  });
});

const file = (id: string) => ({ id, name: `${id}.png` });
const withValues = (id: number, names: string[], drawing: Partial<TraitGroup> = {}): TraitGroup => ({
  ...group(id, drawing),
  files: names.map(file),
  traitValues: Object.fromEntries(names.map((n) => [`${n}.png`, n])),
});

describe('runDrawing: values at other places and their parts', () => {
  // Background 1, Head 2, Hair 3, Hat 4 (layers 0..3).
  const stack = (hat: Partial<TraitGroup>) => [
    withValues(1, ['sky']),
    withValues(2, ['head']),
    withValues(3, ['curly', 'straight']),
    withValues(4, ['beanie', 'cap', 'tophat'], hat),
  ];

  it('draws a value moved under another layer as a step of its layer just before that layer', () => {
    const { drawing, partIds } = runDrawing(stack({ drawAt: { cap: { layer: 3, side: 'under' } } }), false);
    expect(drawing).toEqual([
      { layer: 0, blend: 'normal', opacity: 1 },
      { layer: 1, blend: 'normal', opacity: 1 },
      { layer: 3, blend: 'normal', opacity: 1, images: [-1, 1, -1] },
      { layer: 2, blend: 'normal', opacity: 1 },
      { layer: 3, blend: 'normal', opacity: 1, images: [0, -1, 2] },
    ]);
    expect(partIds).toEqual([[], [], [], []]);
  });

  it("draws a value's parts at their places, numbered in the layer's part list, with the layer's blend", () => {
    const back = (id: string) => ({ file: file(id), at: { layer: 2, side: 'under' as const } });
    const hat = { parts: { tophat: [back('tophat-back')], beanie: [back('beanie-back')] }, blend: 'screen' as const, opacity: 80 };
    const { drawing, partIds } = runDrawing(stack(hat), true);
    const look = { layer: 3, blend: 'screen', opacity: 0.8 };
    expect(drawing).toEqual([
      { layer: 0, blend: 'normal', opacity: 1 },
      { ...look, images: [0, -1, 1], parts: true },
      { layer: 1, blend: 'normal', opacity: 1 },
      { layer: 2, blend: 'normal', opacity: 1 },
      look,
      { layer: 4, blend: 'normal', opacity: 1 },
    ]);
    expect(partIds).toEqual([[], [], [], ['beanie-back', 'tophat-back']]);
  });

  it('draws a value in place when the layer it was placed at is gone, and two parts at one place as two steps', () => {
    const over = (id: string) => ({ file: file(id), at: { layer: 1, side: 'over' as const } });
    const { drawing } = runDrawing(stack({ drawAt: { cap: { layer: 99, side: 'under' } }, parts: { cap: [over('a'), over('b')] } }), false);
    expect(drawing!.slice(0, 3)).toEqual([
      { layer: 0, blend: 'normal', opacity: 1 },
      { layer: 3, blend: 'normal', opacity: 1, images: [-1, 0, -1], parts: true },
      { layer: 3, blend: 'normal', opacity: 1, images: [-1, 1, -1], parts: true },
    ]);
    expect(drawing!.slice(3).map((s) => [s.layer, s.images])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
    ]);
  });
});

describe('validLayerDrawing', () => {
  it('keeps a stored blend mode and whole-percent opacity, and drops anything else field by field', () => {
    expect(validLayerDrawing({ blend: 'screen', opacity: 35 })).toEqual({ blend: 'screen', opacity: 35 });
    expect(validLayerDrawing({ blend: 'dissolve', opacity: 35 })).toEqual({ blend: undefined, opacity: 35 });
    for (const opacity of [-1, 101, 50.5, '50', null])
      expect(validLayerDrawing({ blend: 'overlay', opacity })).toEqual({ blend: 'overlay', opacity: undefined });
    expect(validLayerDrawing({})).toEqual({ blend: undefined, opacity: undefined });
  });

  it('is applied to the layers stored in the browser when they load', async () => {
    const stored = [group(1, { blend: 'multiply', opacity: 50 }), { ...group(2), blend: 'dissolve', opacity: 250 }];
    localStorage.setItem('traitGroups', JSON.stringify({ state: { groups: stored }, version: 0 }));
    await useTraitGroupsStore.persist.rehydrate();
    const [kept, dropped] = useTraitGroupsStore.getState().groups;
    expect([kept!.blend, kept!.opacity, dropped!.blend, dropped!.opacity]).toEqual(['multiply', 50, undefined, undefined]);
    expect(dropped!.files.map((f) => f.name)).toEqual(['a.png']);
  });
});
