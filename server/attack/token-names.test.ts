// Token names on an upload under attack: a name too long, empty, with control characters, a field that is
// not JSON or nests deeply, a name for a file the request did not send, the field twice or too many
// names. Each refuses the whole request with a 400 naming the reason, and nothing is stored: no row, no
// byte, not even for the good files of the batch.
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '../contract/limits.ts';
import { MAX_FILES_PER_UPLOAD, TOKEN_NAMES_FIELD } from '../contract/files.ts';
import { MAX_JSON_DEPTH } from '../json-depth.ts';
import { uploadForm } from '../test/files-seed.ts';
import { attackTable, expectRefused, postForm, useWorld, type Attack, type World } from './attack-world.ts';

const world = useWorld();

/** An upload of 1.png and 2.png whose token names field carries `field` (raw text); before the files or after them. */
function named(w: World, field: string | string[], where: 'before' | 'after' = 'before') {
  const form = uploadForm(w.aliceCollection, []);
  const fields = Array.isArray(field) ? field : [field];
  if (where === 'before') for (const f of fields) form.append(TOKEN_NAMES_FIELD, f);
  for (const good of uploadForm(w.aliceCollection, [{ name: '1.png' }, { name: '2.png' }]).getAll('files[]')) form.append('files[]', good);
  if (where === 'after') for (const f of fields) form.append(TOKEN_NAMES_FIELD, f);
  return postForm(w, 'upload_file.php', form, w.asAlice);
}
const names = (value: unknown) => JSON.stringify(value);

describe('token names on upload', () => {
  attackTable(
    [
      ['a name one character too long', 400, (w) => named(w, names({ '1.png': 'K'.repeat(NAME_MAX + 1) }))],
      ['an empty name', 400, (w) => named(w, names({ '1.png': '   ' }))],
      ['a name with NUL', 400, (w) => named(w, names({ '1.png': 'The\u0000King' }))],
      ['a name with an escape character', 400, (w) => named(w, names({ '1.png': 'x\u001b[31m' }))],
      ['a NUL in the file name it names', 400, (w) => named(w, names({ '1.png\u0000': 'The King' }))],
      ['a name that is not a string', 400, (w) => named(w, names({ '1.png': 8 }))],
      ['a list instead of an object', 400, (w) => named(w, names(['The King']))],
      ['not JSON', 400, (w) => named(w, '{"1.png": The King}')],
      ['10 000 nested objects', 400, (w) => named(w, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`)],
      ['a name for a file not sent', 400, (w) => named(w, names({ '1.png': 'The King', '9.png': 'The Queen' }))],
      ['the field twice', 400, (w) => named(w, [names({ '1.png': 'The King' }), names({ '2.png': 'The Queen' })])],
      [
        `more than ${MAX_FILES_PER_UPLOAD} names`,
        400,
        (w) => named(w, names(Object.fromEntries(Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => [`${i}.png`, `T${i}`])))),
      ],
      ['a bad name after the files', 400, (w) => named(w, names({ '2.png': 'K'.repeat(NAME_MAX + 1) }), 'after')],
    ] satisfies Attack[],
    world,
  );

  it('names the field, the file and the reason', async () => {
    const w = world();
    const said = async (field: string) => ((await (await named(w, field)).json()) as { error: string }).error;
    expect(await said(names({ '1.png': 'K'.repeat(NAME_MAX + 1) }))).toBe(
      `${TOKEN_NAMES_FIELD}.1.png: Token name must be at most ${NAME_MAX} characters`,
    );
    expect(await said(names({ '1.png': 'The\u0000King' }))).toBe(
      `${TOKEN_NAMES_FIELD}.1.png must not contain control characters (such as NUL)`,
    );
    expect(await said(names({ '9.png': 'The Queen' }))).toBe(`${TOKEN_NAMES_FIELD}: "9.png" is not one of the files sent`);
    expect(await said('{')).toBe(`The field ${TOKEN_NAMES_FIELD} is not valid JSON`);
    expect(await said('['.repeat(MAX_JSON_DEPTH + 1))).toBe(
      `The field ${TOKEN_NAMES_FIELD} nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
    );
  });

  it('a good name stores both files, one of them named', async () => {
    const w = world();
    const res = await named(w, names({ '2.png': 'The King' }));
    expect(res.status).toBe(200);
    const rows = await w.t.db.query<{ file_name: string; token_name: string | null }>(
      'SELECT file_name, token_name FROM files WHERE collection_id = $1 ORDER BY file_name',
      [w.aliceCollection],
    );
    expect(rows).toEqual([
      { file_name: '1.png', token_name: null },
      { file_name: '2.png', token_name: 'The King' },
    ]);
    // Refused again with a bad name beside the now taken names: still nothing changes.
    await expectRefused(w, () => named(w, names({ '1.png': '' })), 400);
  });
});
