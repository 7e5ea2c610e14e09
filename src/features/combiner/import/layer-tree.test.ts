import { describe, expect, it } from 'vitest';
import { imageValue, layerOrder, readLayerTree } from './layer-tree';

const at = (path: string) => ({ path, file: new File(['x'], path.split('/').pop()!, { type: 'image/png' }) });

describe('a layer tree', () => {
  it('gives a layer per folder in numeric prefix order, values and weights from the file names', () => {
    const tree = readLayerTree(
      ['layers/10-Hat/Cap#2.png', 'layers/2-Eyes/Open#0.05.png', 'layers/2-Eyes/Closed.png', 'layers/1_Background/Red#20.png'].map(at),
    );
    expect(tree.layers.map((l) => [l.name, l.images.map((i) => [i.file.name, i.value, i.weight])])).toEqual([
      ['Background', [['Red#20.png', 'Red', 20]]],
      [
        'Eyes',
        [
          ['Closed.png', 'Closed', 1],
          ['Open#0.05.png', 'Open', 0.05],
        ],
      ],
      ['Hat', [['Cap#2.png', 'Cap', 2]]],
    ]);
    expect(tree.skipped).toEqual([]);
    expect(tree.table).toBeNull();
  });

  it('puts folders without a prefix after the numbered ones, in name order', () => {
    const tree = readLayerTree(['Zebra/a.png', 'Apple/b.png', '3 Top/c.png'].map(at));
    expect(tree.layers.map((l) => l.name)).toEqual(['Top', 'Apple', 'Zebra']);
  });

  it('finds the weight table beside the folders and says what it leaves out', () => {
    const tree = readLayerTree(
      [
        'layers/weights.csv',
        'layers/.DS_Store',
        'layers/1-A/.DS_Store',
        'layers/1-A/x.png',
        'layers/1-A/notes.txt',
        'layers/1-A/y#lots.png',
        'layers/1-A/deep/z.png',
      ].map(at),
    );
    expect(tree.table?.name).toBe('weights.csv');
    expect(tree.layers.map((l) => l.images.map((i) => i.value))).toEqual([['x']]);
    expect(tree.skipped).toEqual([
      'layers/1-A/notes.txt (not an image)',
      'layers/1-A/y#lots.png (the text after # is not a weight)',
      'layers/1-A/deep/z.png (not directly in a layer folder)',
    ]);
  });

  it('reads names the way HashLips writes them', () => {
    expect(imageValue('Blue Sky#7.png')).toEqual({ value: 'Blue Sky', weight: 7 });
    expect(imageValue('A#B#3.png')).toEqual({ value: 'A#B', weight: 3 });
    expect(imageValue('Plain.gif')).toEqual({ value: 'Plain', weight: 1 });
    expect(imageValue('Bad#-1.png')).toBeNull();
    expect(layerOrder('02_Eyes')).toEqual({ order: 2, name: 'Eyes' });
    expect(layerOrder('Eyes')).toEqual({ order: Number.POSITIVE_INFINITY, name: 'Eyes' });
  });
});

describe('a numbered-frames value', () => {
  const frames = (folder: string, names: string[]) => names.map((n) => at(`${folder}/${n}`));

  it('is one value of a layer named after its folder, its frames in number order (10 after 9)', () => {
    const numbered = Array.from({ length: 12 }, (_, i) => `${i + 1}.png`).reverse();
    const tree = readLayerTree([...frames('layers/Eyes/Laser#5', numbered), at('layers/Eyes/Open.png'), at('layers/Background/Blue.png')]);
    expect(tree.layers.map((l) => l.name)).toEqual(['Background', 'Eyes']);
    const [laser, open] = tree.layers[1]!.images;
    expect([laser!.name, laser!.value, laser!.weight, open!.value]).toEqual(['Laser#5.png', 'Laser', 5, 'Open']);
    expect(laser!.frames!.map((f) => f.name)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}.png`));
    expect(tree.skipped).toEqual([]);
  });

  it('orders zero-padded frames by number', () => {
    const tree = readLayerTree([...frames('Eyes/Laser', ['0010.png', '0002.png', '0001.png', '0009.png']), at('Hat/Cap.png')]);
    expect(tree.layers[0]!.images[0]!.frames!.map((f) => f.name)).toEqual(['0001.png', '0002.png', '0009.png', '0010.png']);
  });

  it('is not made of a folder holding other names, nor of a layer folder of numbered values', () => {
    const tree = readLayerTree([...frames('Eyes/Mixed', ['1.png', 'two.png']), at('Background/1.png'), at('Background/2.png')]);
    expect(tree.layers.map((l) => [l.name, l.images.map((i) => i.value)])).toEqual([['Background', ['1', '2']]]);
    expect(tree.skipped).toEqual([
      'Eyes/Mixed/1.png (not directly in a layer folder)',
      'Eyes/Mixed/two.png (not directly in a layer folder)',
    ]);
  });
});
