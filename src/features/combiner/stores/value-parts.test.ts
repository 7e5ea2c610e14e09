import { beforeEach, describe, expect, it } from 'vitest';
import { useTraitGroupsStore, type TraitGroup } from './trait-groups-store';
import { validLayerDrawing } from './layer-drawing-schema';

const file = (id: string) => ({ id, name: `${id}.png` });
const part = (id: string, layer: number) => ({ file: file(id), at: { layer, side: 'under' as const } });
const head: TraitGroup = { id: 1, name: 'Head', files: [file('head')], traitValues: { 'head.png': 'head' } };
const hat: TraitGroup = {
  id: 2,
  name: 'Hat',
  files: [file('cap'), file('tophat')],
  traitValues: { 'cap.png': 'cap', 'tophat.png': 'tophat' },
  drawAt: { cap: { layer: 1, side: 'under' } },
  parts: { tophat: [part('back', 1), part('brim', 1)] },
};

beforeEach(() => useTraitGroupsStore.setState({ groups: [head, hat] }));
const stored = () => useTraitGroupsStore.getState().groups[1]!;

describe('places and parts as images go', () => {
  it("a deleted value takes its place and its parts with it; a gone part image leaves the value's other parts", () => {
    useTraitGroupsStore.getState().removeFiles(new Set(['cap', 'brim']));
    expect(stored().drawAt).toEqual({});
    expect(stored().parts).toEqual({ tophat: [part('back', 1)] });
    useTraitGroupsStore.getState().removeFiles(new Set(['tophat']));
    expect(stored().parts).toEqual({});
    expect(stored().files.map((f) => f.id)).toEqual([]);
  });

  it('on load, keeps places and parts at existing other layers of existing values only', () => {
    const groups = [head, hat];
    const bad = {
      ...hat,
      drawAt: { cap: { layer: 9, side: 'under' }, gone: { layer: 1, side: 'over' }, tophat: { layer: 2, side: 'over' } },
      parts: { tophat: [part('back', 1), { file: file('x'), at: { layer: 1, side: 'beside' } }], cap: 'no' },
    };
    expect(validLayerDrawing(hat, groups)).toMatchObject({ drawAt: hat.drawAt, parts: hat.parts });
    expect(validLayerDrawing(bad, groups)).toMatchObject({ drawAt: undefined, parts: { tophat: [part('back', 1)] } });
  });

  it("on load, keeps a part's natural size (checked against the layers' size); a part whose size is no size is dropped", () => {
    const sized = { ...hat, parts: { tophat: [{ ...part('back', 1), file: { ...file('back'), width: 250, height: 200 } }] } };
    expect(validLayerDrawing(sized, [head, sized]).parts!.tophat![0]!.file).toEqual({ ...file('back'), width: 250, height: 200 });
    const broken = { ...hat, parts: { tophat: [{ ...part('back', 1), file: { ...file('back'), width: -3 } }] } };
    expect(validLayerDrawing(broken, [head, broken]).parts).toBeUndefined();
  });
});
