import { describe, expect, it } from 'vitest';
import { layerDropFiles } from './layer-drop';

const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });
const at = (path: string) => ({ path, file: file(path.split('/').at(-1)!) });

describe('layerDropFiles', () => {
  it('takes loose images and the images of a folder that are not numbered frames as they are, and no hidden file', async () => {
    const { files, refused } = await layerDropFiles([
      at('red.png'),
      at('Hats/cap.png'),
      at('Hats/1.png'),
      at('Hats/.DS_Store'),
      at('.hidden/2.png'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['red.png', 'cap.png', '1.png']);
    expect(refused).toEqual([]);
  });

  it('takes nothing from nothing', async () => {
    expect(await layerDropFiles([])).toEqual({ files: [], refused: [] });
  });
});
