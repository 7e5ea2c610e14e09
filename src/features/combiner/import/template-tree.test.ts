import { describe, expect, it } from 'vitest';
import { readTemplateTree } from './template-tree';

const at = (path: string) => ({ path, file: new File(['x'], path.split('/').pop()!, { type: 'image/png' }) });
const shape = (tree: ReturnType<typeof readTemplateTree>) =>
  tree.templates.map((t) => [t.name, t.layers.map((l) => `${l}:${tree.layers[l]!.name}`), t.chosenBy ?? null]);

describe('a layer tree in branches', () => {
  it('reads a top level of template folders, sharing the layers that are the same', () => {
    const tree = readTemplateTree(
      [
        'layers/1-Human/1-Background/Red.png',
        'layers/1-Human/2-Head/Bald#3.png',
        'layers/1-Human/3-Eyes/Open.png',
        'layers/2-Alien/1-Background/Red.png',
        'layers/2-Alien/2-Head/Squid.png',
        'layers/2-Alien/3-Eyes/Open.png',
        'layers/weights.csv',
      ].map(at),
    );
    expect(shape(tree)).toEqual([
      ['Human', ['0:Background', '1:Head', '2:Eyes'], null],
      ['Alien', ['0:Background', '3:Head', '2:Eyes'], null],
    ]);
    expect(tree.layers[1]!.images.map((i) => [i.value, i.weight])).toEqual([['Bald', 3]]);
    expect(tree.table?.name).toBe('weights.csv');
    expect(tree.skipped).toEqual([]);
  });

  it("reads nftchef's nesting: a value's folder holds the layers it leads to, drawn right above its layer", () => {
    const tree = readTemplateTree(
      [
        'layers/1-Background/Red.png',
        'layers/2-Body/Human#3.png',
        'layers/2-Body/Alien.png',
        'layers/2-Body/Alien/1-Head/Squid.png',
        'layers/2-Body/Human/1-Head/Bald.png',
        'layers/3-Eyes/Open.png',
        'layers/2-Body/Alien/stray.png',
      ].map(at),
    );
    expect(shape(tree)).toEqual([
      ['Alien', ['0:Background', '1:Body', '2:Head', '3:Eyes'], { layer: 1, value: 'Alien' }],
      ['Human', ['0:Background', '1:Body', '4:Head', '3:Eyes'], { layer: 1, value: 'Human' }],
    ]);
    expect(tree.skipped).toEqual(['2-Body/Alien/stray.png (not directly in a layer folder)']);
  });

  it('reads a plain tree as before, with no templates', () => {
    const tree = readTemplateTree(['layers/1-A/x.png', 'layers/2-B/y.png', 'layers/1-A/deep/z.png'].map(at));
    expect(tree.templates).toEqual([]);
    expect(tree.layers.map((l) => l.name)).toEqual(['A', 'B']);
    expect(tree.skipped).toEqual(['layers/1-A/deep/z.png (not directly in a layer folder)']);
  });
});

describe('a numbered-frames value in a tree in branches', () => {
  it('is one value of its layer beside a branch, and its frames are not read as layers', () => {
    const tree = readTemplateTree(
      [
        'layers/1-Body/Human.png',
        'layers/1-Body/Alien.png',
        'layers/1-Body/Alien/Head/Squid.png',
        'layers/2-Eyes/Laser/2.png',
        'layers/2-Eyes/Laser/1.png',
        'layers/2-Eyes/Open.png',
      ].map(at),
    );
    expect(tree.skipped).toEqual([]);
    const eyes = tree.layers.find((l) => l.name === 'Eyes')!;
    expect(eyes.images.map((i) => [i.value, i.frames?.map((f) => f.name) ?? null])).toEqual([
      ['Laser', ['1.png', '2.png']],
      ['Open', null],
    ]);
    expect(shape(tree).map(([name]) => name)).toEqual(['Alien', 'Human']);
  });

  it('makes no templates of layer folders that hold only numbered-frames values', () => {
    const tree = readTemplateTree(['layers/1-Eyes/Laser/2.png', 'layers/1-Eyes/Laser/1.png', 'layers/2-Mouth/Smile/1.png'].map(at));
    expect(tree.templates).toEqual([]);
    expect(tree.layers.map((l) => [l.name, l.images.map((i) => [i.value, i.frames!.length])])).toEqual([
      ['Eyes', [['Laser', 2]]],
      ['Mouth', [['Smile', 1]]],
    ]);
  });
});
