// Uploads under attack: bytes that disagree with their name, active content (HTML, SVG with script),
// images whose header declares enormous dimensions, oversized files and requests, and file names that
// try to leave their folder in any spelling. A refused file leaves no row and no byte behind: alone it
// refuses the whole request; beside a good file, the good one is stored and the bad one is refused by name.
import { describe, expect, it } from 'vitest';
import { gifBytes, pngBombHeader, pngBytes } from '../test/images.ts';
import { uploadForm } from '../test/files-seed.ts';
import { MAX_BODY_BYTES } from '../app.ts';
import { attackTable, formOf, png, post, postForm, useWorld, type Attack, type World } from './attack-world.ts';
import { snapshot } from '../test/snapshot.ts';

const world = useWorld();
const text = (s: string) => new TextEncoder().encode(s);
const uploadAs = (
  w: World,
  files: Array<{ name: string; bytes?: Uint8Array; type?: string }>,
  collectionId: number | string = w.aliceCollection,
) => w.t.app.request('/api/upload_file.php', { method: 'POST', headers: w.asAlice, body: uploadForm(collectionId, files) });
type Sent = { name: string; bytes?: Uint8Array; type?: string };
/** The bad file alone: the request is refused and nothing changes. */
const alone = (bad: Sent) => [bad];

/** The bad file after a good one: only the good one lands (one row, one object), the bad one is refused with a reason. */
async function expectOnlyGoodStored(w: World, bad: Sent, reason: RegExp) {
  const before = await snapshot(w.t.db, w.t.uploadsDir);
  const res = await uploadAs(w, [{ name: 'good.png' }, bad]);
  const body = (await res.json()) as {
    uploadedFiles: Array<{ file_name: string }>;
    results: Array<{ name: string; status: string; reason?: string }>;
  };
  expect(res.status).toBe(200);
  expect(body.results.map((r) => r.status)).toEqual(['stored', 'refused']);
  expect(body.results[1]!.reason).toMatch(reason);
  const after = await snapshot(w.t.db, w.t.uploadsDir);
  expect(after.files.length - before.files.length).toBe(1);
  expect(after.tables.files!.length - before.tables.files!.length).toBe(1);
  await post(w, 'delete_file.php', { collectionId: w.aliceCollection, fileName: body.uploadedFiles[0]!.file_name }, w.asAlice);
  expect((await snapshot(w.t.db, w.t.uploadsDir)).files).toEqual(before.files);
}

const ACTIVE: Array<[string, Uint8Array]> = [
  ['HTML', text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')],
  ['SVG with script', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')],
  ['SVG with an XML prolog', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ['JavaScript', text('alert(1)//')],
  ['a PDF', text('%PDF-1.4\n1 0 obj<</JS(alert(1))>>endobj')],
  ['an empty file', new Uint8Array()],
  ['a truncated PNG signature', pngBytes().slice(0, 12)],
  ['a JPEG start with no frame', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])],
];

function bombGif(): Uint8Array {
  const b = gifBytes();
  b[6] = 0xff;
  b[7] = 0xff;
  b[8] = 0xff;
  b[9] = 0xff;
  return b;
}

const PATH_TRICKS = [
  '../evil.png',
  '../../evil.png',
  '..\\evil.png',
  '/etc/evil.png',
  'C:\\evil.png',
  'a/../../evil.png',
  '%2e%2e%2fevil.png',
  '%2E%2E%2Fevil.png',
  '%252e%252e%252fevil.png',
  '..%2fevil.png',
  '..%5cevil.png',
  '.%2e/evil.png',
  '\u2215etc\u2215evil.png',
  '\uff0e\uff0e\uff0fevil.png',
  '..\u2215evil.png',
  'a\0.png',
  '.htaccess.png',
  '....//evil.png',
  '%00.png',
  '   ',
];

describe('active content and bytes that are no image', () => {
  attackTable(
    [
      ...ACTIVE.flatMap(([label, bytes]): Attack[] => [
        [`upload: ${label} named .png`, 415, (w) => uploadAs(w, alone({ name: 'x.png', bytes, type: 'image/png' }))],
        [`upload: ${label} under its own name`, 415, (w) => uploadAs(w, alone({ name: 'x.svg', bytes, type: 'image/svg+xml' }))],
        // An empty file part is how a form sends "no cover", which is allowed (the cover is optional).
        ...(bytes.length === 0
          ? []
          : [
              [
                `cover: ${label}`,
                415,
                (w) =>
                  postForm(
                    w,
                    'add_collection.php',
                    formOf({ name: 'x', coverPhoto: new File([bytes as Uint8Array<ArrayBuffer>], 'c.png', { type: 'image/png' }) }),
                    w.asAlice,
                  ),
              ] as Attack,
            ]),
      ]),
      [
        'upload: a PNG header declaring 100000 x 100000 pixels',
        415,
        (w) => uploadAs(w, alone({ name: 'bomb.png', bytes: pngBombHeader() })),
      ],
      ['upload: a GIF header declaring 65535 x 65535 pixels', 415, (w) => uploadAs(w, alone({ name: 'bomb.gif', bytes: bombGif() }))],
      [
        'cover: a PNG header declaring 100000 x 100000 pixels',
        415,
        (w) => postForm(w, 'add_collection.php', formOf({ name: 'x', coverPhoto: png('b.png', pngBombHeader()) }), w.asAlice),
      ],
      [
        'ticket: a PNG header declaring 100000 x 100000 pixels',
        415,
        (w) => postForm(w, 'create-ticket.php', formOf({ title: 't', description: 'd', image0: png('b.png', pngBombHeader()) }), w.asAlice),
      ],
    ],
    world,
  );

  it.each([...ACTIVE, ['a PNG bomb header', pngBombHeader()] as [string, Uint8Array]])(
    'beside a good file: %s is refused by name, the good file stored',
    async (_label, bytes) => {
      await expectOnlyGoodStored(world(), { name: 'x.png', bytes }, /not a PNG, JPEG, GIF or WebP image|more pixels/);
    },
  );

  it('bytes that disagree with their name are stored under the name of what they are, and served as that', async () => {
    const w = world();
    const res = await uploadAs(w, [
      { name: 'really-a-gif.png', bytes: gifBytes(), type: 'image/png' },
      { name: 'png-as.jpg', bytes: pngBytes(), type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { uploadedFiles: Array<{ file_name: string }> }).uploadedFiles.map((f) => f.file_name).sort();
    expect(names).toEqual(['png-as.png', 'really-a-gif.gif']);
    const served = await w.t.app.request(`/api/uploads/collections/${w.alice}/${w.aliceCollection}/really-a-gif.gif`, {
      headers: w.asAlice,
    });
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of names) await post(w, 'delete_file.php', { collectionId: w.aliceCollection, fileName: name }, w.asAlice);
  });
});

describe('names that try to leave their folder', () => {
  attackTable(
    PATH_TRICKS.map((name): Attack => [`upload: ${JSON.stringify(name)}`, 400, (w) => uploadAs(w, alone({ name }))]),
    world,
  );

  it.each(PATH_TRICKS.slice(0, 6))('beside a good file: %j is refused by name, the good file stored', async (name) => {
    await expectOnlyGoodStored(world(), { name }, /invalid file name/);
  });

  it('a name longer than 150 characters is refused with its length, never cut; the good file beside it is stored', async () => {
    await expectOnlyGoodStored(world(), { name: `${'long'.repeat(74)}.png` }, /^file name too long: 300 characters, at most 150;/);
  });

  it('odd but harmless names become plain names inside the collection folder', async () => {
    const w = world();
    const res = await uploadAs(w, [{ name: `${'long'.repeat(36)}.png` }, { name: 'ünï cødé <b>.png' }, { name: 'semi;colon&amp.png' }]);
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { uploadedFiles: Array<{ file_name: string }> }).uploadedFiles.map((f) => f.file_name);
    for (const name of names) {
      expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.png$/);
      expect(name.length).toBeLessThanOrEqual(160);
      await post(w, 'delete_file.php', { collectionId: w.aliceCollection, fileName: name }, w.asAlice);
    }
  });
});

const padded = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(pngBytes());
  return bytes;
};

describe('sizes and shapes of the request', () => {
  it('a file over the size limit beside a good one is refused with its reason; the good one is stored', async () => {
    await expectOnlyGoodStored(world(), { name: 'big.png', bytes: padded(10 * 1024 * 1024 + 1) }, /larger than 10 MB/);
  });

  it('a refused batch names every file in its results', async () => {
    const res = await uploadAs(world(), [{ name: 'a.png', bytes: text('<svg/>') }, { name: '../b.png' }]);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'a.png: not a PNG, JPEG, GIF or WebP image',
      results: [
        { name: 'a.png', status: 'refused', reason: 'not a PNG, JPEG, GIF or WebP image' },
        { name: '../b.png', status: 'refused', reason: 'invalid file name: "../b.png"' },
      ],
    });
  });

  const chunked = (w: World, bytes: number) => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return w.t.app.request('/api/upload_file.php', {
      method: 'POST',
      headers: { ...w.asAlice, 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
  };
  attackTable(
    [
      [
        'a declared length over the request limit',
        413,
        (w) =>
          w.t.app.request('/api/upload_file.php', {
            method: 'POST',
            headers: { ...w.asAlice, 'content-length': String(MAX_BODY_BYTES + 1), 'content-type': 'multipart/form-data; boundary=x' },
            body: 'x',
          }),
      ],
      ['a chunked body past the request limit', 413, (w) => chunked(w, MAX_BODY_BYTES + 2 * 1024 * 1024)],
      [
        'a JSON body of 2 MB',
        413,
        (w) =>
          post(w, 'add_main_trait.php', { collection_id: w.aliceCollection, trait_name: 'x', pad: 'p'.repeat(2 * 1024 * 1024) }, w.asAlice),
      ],
      ['no files', 400, (w) => postForm(w, 'upload_file.php', formOf({ collectionId: String(w.aliceCollection) }), w.asAlice)],
      [
        'files under a text field',
        400,
        (w) => postForm(w, 'upload_file.php', formOf({ collectionId: String(w.aliceCollection), 'files[]': 'not a file' }), w.asAlice),
      ],
      ['no collection', 400, (w) => postForm(w, 'upload_file.php', formOf({ 'files[]': png() }), w.asAlice)],
      [
        'a collection id sent as a file',
        400,
        (w) => postForm(w, 'upload_file.php', formOf({ collectionId: png(), 'files[]': png() }), w.asAlice),
      ],
      ['a JSON body', 415, (w) => post(w, 'upload_file.php', { collectionId: w.aliceCollection }, w.asAlice)],
      [
        '16 files in one request (the limit is 15)',
        413,
        (w) =>
          uploadAs(
            w,
            Array.from({ length: 16 }, (_, i) => ({ name: `${i}.png` })),
          ),
      ],
      [
        'a 12 MB "PNG" (a valid header plus padding; the limit is 10 MB)',
        413,
        (w) => uploadAs(w, [{ name: 'big.png', bytes: padded(12 * 1024 * 1024) }]),
      ],
      [
        'an onExisting that is no choice',
        400,
        (w) =>
          postForm(
            w,
            'upload_file.php',
            formOf({ collectionId: String(w.aliceCollection), onExisting: 'merge', 'files[]': png() }),
            w.asAlice,
          ),
      ],
      [
        'files before the collection id',
        400,
        (w) => postForm(w, 'upload_file.php', formOf({ 'files[]': png(), collectionId: String(w.aliceCollection) }), w.asAlice),
      ],
      [
        'a broken multipart body',
        400,
        (w) =>
          w.t.app.request('/api/upload_file.php', {
            method: 'POST',
            headers: { ...w.asAlice, 'content-type': 'multipart/form-data; boundary=zzz' },
            body: '--zzz\r\nbroken',
          }),
      ],
    ],
    world,
  );
});
