import { afterEach, describe, expect, it } from 'vitest';
import { PackUrls } from './pack-urls.ts';

/** A results folder in memory: packs by name, counting how often each is opened; `unreadable` packs
 * open but fail when read (a file removed since it was opened). */
function folder(packs: Record<string, string>, unreadable = new Set<string>()) {
  const opened: string[] = [];
  let roots = 0;
  const file = (name: string) => {
    const made = new File([packs[name]!], name);
    if (!unreadable.has(name)) return made;
    return Object.assign(made, {
      slice: (...args: Parameters<Blob['slice']>) =>
        Object.assign(Blob.prototype.slice.apply(made, args), { arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
    });
  };
  const dir = {
    getFileHandle: async (name: string) => {
      if (!(name in packs)) throw new DOMException('not found', 'NotFoundError');
      opened.push(name);
      return { getFile: async () => file(name) };
    },
  } as unknown as FileSystemDirectoryHandle;
  const root = async () => {
    roots++;
    return { getDirectoryHandle: async () => dir } as unknown as FileSystemDirectoryHandle;
  };
  return { root, opened, roots: () => roots };
}

const made: string[] = [];
const text = async (url: string | null) => {
  made.push(url!);
  return (await (await import('node:buffer')).resolveObjectURL(url!))!.text();
};

afterEach(() => {
  made.forEach((url) => URL.revokeObjectURL(url));
  made.length = 0;
});

describe('PackUrls', () => {
  it("makes a URL of each result's bytes, opening the folder and each pack once", async () => {
    const { root, opened, roots } = folder({ '1.bin': 'aaabbbb', '2.bin': 'cc' });
    const packs = new PackUrls(root);
    const urls = await packs.urls('results', [
      { pack: '1.bin', offset: 0, size: 3 },
      { pack: '1.bin', offset: 3, size: 4 },
      { pack: '2.bin', offset: 0, size: 2 },
    ]);
    expect(await Promise.all(urls.map(text))).toEqual(['aaa', 'bbbb', 'cc']);
    await packs.urls('results', [{ pack: '1.bin', offset: 3, size: 4 }]).then((u) => made.push(...(u as string[])));
    expect(opened.sort()).toEqual(['1.bin', '2.bin']);
    expect(roots()).toBe(1);
  });

  it('answers null for a pack that is not there, too short, or no longer readable', async () => {
    const { root } = folder({ '1.bin': 'aaa', 'gone.bin': 'bbb' }, new Set(['gone.bin']));
    const packs = new PackUrls(root);
    expect(
      await packs.urls('results', [
        { pack: '9.bin', offset: 0, size: 1 },
        { pack: '1.bin', offset: 2, size: 5 },
        { pack: 'gone.bin', offset: 0, size: 3 },
      ]),
    ).toEqual([null, null, null]);
  });

  it('opens a pack again after forget (a new run), and when asked for bytes past the end it first saw', async () => {
    const packs = { '1.bin': 'aaa' };
    const { root, opened } = folder(packs);
    const reader = new PackUrls(root);
    made.push(...((await reader.urls('results', [{ pack: '1.bin', offset: 0, size: 3 }])) as string[]));
    packs['1.bin'] = 'aaabb';
    expect(await text((await reader.urls('results', [{ pack: '1.bin', offset: 3, size: 2 }]))[0]!)).toBe('bb');
    reader.forget();
    packs['1.bin'] = 'zzz';
    expect(await text((await reader.urls('results', [{ pack: '1.bin', offset: 0, size: 3 }]))[0]!)).toBe('zzz');
    expect(opened).toEqual(['1.bin', '1.bin', '1.bin']);
  });
});
