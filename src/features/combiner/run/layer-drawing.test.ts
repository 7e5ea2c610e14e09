import { describe, expect, it } from 'vitest';
import { useTraitGroupsStore, type TraitGroup } from '../stores/trait-groups-store';
import { validLayerDrawing } from '../stores/layer-drawing-schema';
import { layerDrawing } from './layer-drawing';

const group = (id: number, drawing: Partial<TraitGroup> = {}): TraitGroup => ({
  id,
  name: `Layer ${id}`,
  files: [{ id: `${id}-a`, name: 'a.png', url: '' }],
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
