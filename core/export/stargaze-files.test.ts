import { describe, expect, it } from 'vitest';
import { metadataText, rarityText, settingsText, type StargazeSet } from './stargaze-files.ts';
import { normalizeBaseUri } from './stargaze-metadata.ts';

const set: StargazeSet = {
  collection: { name: 'Blocks', description: 'Coloured squares' },
  layers: [
    { name: 'Background', values: ['Red', 'Green, dark'] },
    { name: 'Eyes', values: ['Happy', 'Sad'] },
  ],
  rows: [
    [0, 1],
    [1, 1],
    [1, 0],
  ],
  baseUri: '',
  rarityMethod: 'statistical',
  settings: { seed: 42, outputSize: 250 },
};

describe('Stargaze metadata', () => {
  it('numbers the name and lists {trait_type, value} per layer, without image when no base URI is given', () => {
    expect(JSON.parse(metadataText(set, 2))).toEqual({
      name: 'Blocks #2',
      description: 'Coloured squares',
      attributes: [
        { trait_type: 'Background', value: 'Green, dark' },
        { trait_type: 'Eyes', value: 'Sad' },
      ],
    });
  });

  it('points image at <base>/<n>.png when a base URI or a bare CID is given', () => {
    expect(JSON.parse(metadataText({ ...set, baseUri: 'ipfs://bafyimages/' }, 3)).image).toBe('ipfs://bafyimages/3.png');
    expect(JSON.parse(metadataText({ ...set, baseUri: ' bafyimages ' }, 1)).image).toBe('ipfs://bafyimages/1.png');
    expect(normalizeBaseUri('https://cdn.example/set//')).toBe('https://cdn.example/set');
    expect(Object.keys(JSON.parse(metadataText({ ...set, baseUri: 'x' }, 1)))).toEqual(['name', 'description', 'image', 'attributes']);
  });
});

describe('rarity.csv and traitforge.json', () => {
  it('counts each value of each layer, rarest first, quoting where CSV needs it, then ranks each token', () => {
    // Red 1/3, Green 2/3, Happy 1/3, Sad 2/3: token 1 scores 3 + 1.5, token 2 1.5 + 1.5, token 3 1.5 + 3.
    expect(rarityText(set)).toBe(
      'trait_type,value,count,percent\nBackground,Red,1,33.33\nBackground,"Green, dark",2,66.67\nEyes,Happy,1,33.33\nEyes,Sad,2,66.67\n' +
        '\nToken,Rank,Score,Background,Eyes\n1,1,4.50,Red,Sad\n2,3,3.00,"Green, dark",Sad\n3,1,4.50,"Green, dark",Happy\n',
    );
  });

  it('ranks by OpenRarity when that is the method (OpenRarity 0.7 scores tokens 1 and 3 1.18149..., token 2 0.63700...)', () => {
    const tokens = rarityText({ ...set, rarityMethod: 'openrarity' }).split('\n\n')[1];
    expect(tokens).toBe(
      'Token,Rank,Score,Background,Eyes\n1,1,1.1815,Red,Sad\n2,3,0.6370,"Green, dark",Sad\n3,1,1.1815,"Green, dark",Happy\n',
    );
  });

  it('keeps the settings and every row, enough to make the same set again', () => {
    const saved = JSON.parse(settingsText(set));
    expect(saved).toMatchObject({ format: 'traitforge-set', seed: 42, outputSize: 250, tokens: 3, rows: set.rows, layers: set.layers });
  });
});
