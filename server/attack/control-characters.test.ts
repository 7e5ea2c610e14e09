// NUL and other control characters in any text field: PostgreSQL refuses NUL (a 500 before), so the
// contract refuses every control character in every field with a 400 naming the field, and nothing
// is stored. Tabs and line breaks stay allowed in descriptions.
import { describe, expect, it } from 'vitest';
import { attackTable, formOf, png, post, postForm, starsAddress, useWorld, type Attack } from './attack-world.ts';

const world = useWorld();
const NUL = 'a\u0000b';

describe('control characters in text fields', () => {
  attackTable(
    [
      ['trait name with NUL', 400, (w) => post(w, 'add_main_trait.php', { collection_id: w.aliceCollection, trait_name: NUL }, w.asAlice)],
      ['trait value with NUL', 400, (w) => post(w, 'add_trait_value.php', { main_trait_id: 1, value: NUL }, w.asAlice)],
      [
        'trait value with an escape character',
        400,
        (w) => post(w, 'add_trait_value.php', { main_trait_id: 1, value: 'x\u001b[31m' }, w.asAlice),
      ],
      [
        'collection name with NUL',
        400,
        (w) => postForm(w, 'add_collection.php', formOf({ name: NUL, description: 'd', coverPhoto: png() }), w.asAlice),
      ],
      [
        'collection description with DEL',
        400,
        (w) => postForm(w, 'add_collection.php', formOf({ name: 'n', description: 'd\u007f', coverPhoto: png() }), w.asAlice),
      ],
      ['ticket title with NUL', 400, (w) => postForm(w, 'create-ticket.php', formOf({ title: NUL, description: 'd' }), w.asAlice)],
      ['ticket description with NUL', 400, (w) => postForm(w, 'create-ticket.php', formOf({ title: 't', description: NUL }), w.asAlice)],
      ['application name with NUL', 400, (w) => postForm(w, 'submit_application.php', formOf({ name: NUL, twitter: 'x' }), w.asAlice)],
      [
        'delete_file fileName with NUL',
        400,
        (w) => post(w, 'delete_file.php', { collectionId: w.aliceCollection, fileName: 'a\u0000.png' }, w.asAlice),
      ],
      ['loan recipient with NUL', 400, (w) => post(w, 'add_borrow.php', { address: `${starsAddress()}\u0000`, credits: 1 }, w.asAlice)],
      [
        'a NUL in a JSON key',
        400,
        (w) => post(w, 'add_main_trait.php', { collection_id: w.aliceCollection, trait_name: 'x', ['k\u0000']: 1 }, w.asAlice),
      ],
      [
        'a NUL in a query string',
        400,
        (w) => w.t.app.request(`/api/get_files.php?collectionId=${w.aliceCollection}&page=1%00`, { headers: w.asAlice }),
      ],
    ] satisfies Attack[],
    world,
  );

  it('names the field and the reason', async () => {
    const w = world();
    const res = await post(w, 'add_main_trait.php', { collection_id: w.aliceCollection, trait_name: NUL }, w.asAlice);
    expect(await res.json()).toMatchObject({ success: false, error: 'trait_name must not contain control characters (such as NUL)' });
  });

  it('keeps tabs and line breaks in a description', async () => {
    const w = world();
    const res = await postForm(w, 'create-ticket.php', formOf({ title: 'Help', description: 'line one\r\n\tline two' }), w.asAlice);
    expect(res.status).toBe(200);
  });
});
