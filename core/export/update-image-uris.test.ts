import { describe, expect, it } from 'vitest';
import { rewriteImageUri } from './update-image-uris.ts';

describe('Update image URIs', () => {
  it('rewrites only image, keeping key order, other values and indentation', () => {
    const text =
      '{\n    "name": "Set #7",\n    "image": "ipfs://placeholder/7.png",\n    "attributes": [\n        { "trait_type": "Level", "value": 3 }\n    ]\n}\n';
    const result = rewriteImageUri('metadata/7.json', text, 'bafynew');
    if (!('text' in result)) throw new Error(result.error);
    expect(result.text).toBe(
      text
        .replace('ipfs://placeholder/7.png', 'ipfs://bafynew/7.png')
        .replace('{ "trait_type": "Level", "value": 3 }', '{\n            "trait_type": "Level",\n            "value": 3\n        }'),
    );
    const before = JSON.parse(text);
    const after = JSON.parse(result.text);
    expect({ ...after, image: before.image }).toEqual(before);
  });

  it('adds image after the rest when missing, and replaces placeholders such as undefined.png by the file number', () => {
    const added = rewriteImageUri('12.json', '{"name":"A #12","attributes":[]}', 'ipfs://cid/');
    expect(added).toEqual({ text: '{"name":"A #12","attributes":[],"image":"ipfs://cid/12.png"}' });
    const fixed = rewriteImageUri('3.json', '{"image":"ipfs://x/undefined.png"}', 'https://cdn.example/set');
    expect(fixed).toEqual({ text: '{"image":"https://cdn.example/set/3.png"}' });
    expect(rewriteImageUri('4.json', '{"image":"ipfs://x/4.gif"}', 'cid')).toEqual({ text: '{"image":"ipfs://cid/4.gif"}' });
  });

  it('names a file that is not a JSON object', () => {
    expect(rewriteImageUri('5.json', 'nope', 'cid')).toEqual({ error: '5.json is not JSON' });
    expect(rewriteImageUri('6.json', '[]', 'cid')).toEqual({ error: '6.json is not a JSON object' });
  });
});

describe('Update image URIs over a zip', () => {
  it('takes the numbered metadata files of a zip and gives them back under the same paths', async () => {
    const { default: JSZip } = await import('jszip');
    const { updateImageUris } = await import('./update-uris-zip.ts');
    const source = new JSZip();
    source.file('metadata/1.json', '{"name":"A #1","attributes":[{"trait_type":"Eyes","value":"Red"}]}');
    source.file('metadata/2.json', '{"name":"A #2","image":"ipfs://old/2.png"}');
    source.file('metadata/3.json', 'broken');
    source.file('rarity.csv', 'trait_type,value,count,percent\n');
    const input = await source.generateAsync({ type: 'blob' });
    const result = await updateImageUris(input, 'bafynew');
    expect(result.updated).toBe(2);
    expect(result.problems).toEqual(['metadata/3.json is not JSON']);
    const out = await JSZip.loadAsync(result.zip);
    expect(Object.keys(out.files)).toEqual(['metadata/1.json', 'metadata/2.json']);
    expect(JSON.parse(await out.file('metadata/1.json')!.async('string'))).toEqual({
      name: 'A #1',
      attributes: [{ trait_type: 'Eyes', value: 'Red' }],
      image: 'ipfs://bafynew/1.png',
    });
    expect(await out.file('metadata/2.json')!.async('string')).toBe('{"name":"A #2","image":"ipfs://bafynew/2.png"}');
  });
});
