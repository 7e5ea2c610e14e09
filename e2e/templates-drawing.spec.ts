// Templates and layer drawing together, end to end: Human 3 : Alien 1 sharing Background, Shadow and
// Eyes; Alien with its own head layer, drawn in its own order (its head over the shadow); Human with a
// cap drawn under Hair though its layer is Hat, a top hat in two parts (the back piece under the Head,
// picked once with the hat) and a shadow multiplied at 50 % in both. 40 tokens, fixed seed, exported for
// Stargaze: 30 Human and 10 Alien, exact counts within each, no Alien with a human head, every image
// equal to the layers composed in the test with the W3C formulas in that token's order, and the same
// seed the same files byte for byte. Then an Alien re-rolled: it swaps with Aliens only, the counts
// within each template stay and the changed images are drawn as composed in the test.
import { test, expect } from './fixtures/test.ts';
import { generate, stargazeTraits, stargazeZipFiles, traitCounts } from './support/helpers.ts';
import { drawTheHats, HAIR, HAT, humanAndAlien, SHADOW, squares, uploadLayers } from './support/drawn-layers.ts';
import { decodeRgba } from '../core/png/decode-png.test-helpers.ts';
import type { Rgba } from '../core/png/png-pixels.ts';
import { referenceComposition, type ReferenceStep } from '../core/compose/blend-reference.test-helpers.ts';

const TOKENS = 40;
// Layer cards bottom first; both templates start with every card.
const LAYERS = [
  squares('Background', 0, { sky: [120, 180, 240], sand: [230, 200, 120], grass: [60, 170, 80] }),
  squares('Head', 25, { pale: [240, 200, 170], tan: [190, 140, 100] }),
  SHADOW,
  squares('Alien Head', 22, { squid: [120, 220, 140], antenna: [160, 240, 60] }),
  HAIR,
  HAT,
  squares('Eyes', 45, { open: [20, 220, 220], closed: [220, 20, 220], wink: [250, 140, 0] }),
];

type Traits = Record<string, string>;

/** What the token shows, bottom first, written out from the scenario (not from the app's drawing steps). */
function expectedImage(images: Map<string, Rgba>, t: Traits): Rgba {
  const plain = (name: string): ReferenceStep => ({ image: images.get(name)!, blend: 'normal', opacity: 1 });
  const shadow: ReferenceStep = { image: images.get(t.Shadow!)!, blend: 'multiply', opacity: 0.5 };
  if (t.Type === 'Alien') return referenceComposition([plain(t.Background!), shadow, plain(t['Alien Head']!), plain(t.Eyes!)]);
  return referenceComposition([
    plain(t.Background!),
    ...(t.Hat === 'tophat' ? [plain('tophat-back')] : []),
    plain(t.Head!),
    shadow,
    ...(t.Hat === 'cap' ? [plain('cap')] : []),
    plain(t.Hair!),
    ...(t.Hat === 'tophat' ? [plain('tophat')] : []),
    plain(t.Eyes!),
  ]);
}

/** Every image of the zip equals its traits composed in the test. */
function expectDrawn(images: Map<string, Rgba>, files: ReadonlyMap<string, Uint8Array>, tokens: readonly Traits[]) {
  tokens.forEach((traits, i) => {
    const pixels = decodeRgba(Buffer.from(files.get(`images/${i + 1}.png`)!));
    expect(pixels.data, `#${i + 1}: ${JSON.stringify(traits)}`).toEqual(expectedImage(images, traits).data);
  });
}

/** Per template, how many tokens hold each value of each of its traits. */
const countsPerTemplate = (tokens: readonly Traits[]) =>
  ['Human', 'Alien'].map((type) => {
    const own = tokens.filter((t) => t.Type === type);
    return Object.fromEntries(Object.keys(own[0]!).map((trait) => [trait, traitCounts(own, trait)]));
  });

test('Human 3 : Alien 1 with a cap under the hair, a two-part hat and a multiply shadow: exact counts per template, every image as composed in the test, the same seed the same files', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Folk');
  const images = await uploadLayers(page, LAYERS);
  await drawTheHats(page, images);
  const templates = await humanAndAlien(page, ['Hair', 'Hat']);
  await expect(templates.getByRole('list', { name: 'Draw order of Alien' }).getByRole('listitem')).toHaveText([
    /1\. Background/,
    /2\. Alien Head/,
    /3\. Shadow/,
    /4\. Eyes/,
  ]);
  // The Alien's own order: its head moved under the shadow and back over it.
  await templates.getByRole('button', { name: 'Move Alien Head up in Alien' }).click();
  await expect(templates.getByRole('list', { name: 'Draw order of Alien' }).getByRole('listitem')).toHaveText([
    /1\. Background/,
    /2\. Shadow/,
    /3\. Alien Head/,
    /4\. Eyes/,
  ]);
  await templates.getByLabel('Weight of template Human').fill('3');
  await page.getByLabel('Output size').selectOption('original');
  await page.getByLabel('Collection size').fill(String(TOKENS));
  await page.getByRole('textbox', { name: 'Seed' }).fill('folk');
  await expect(page.getByRole('region', { name: 'Rarity plan' })).toContainText(`Rarity plan (${TOKENS} generated tokens)`);
  await generate(page, TOKENS);
  const first = await stargazeZipFiles(page, TOKENS);

  const tokens = stargazeTraits(first, TOKENS);
  const humans = tokens.filter((t) => t.Type === 'Human');
  const aliens = tokens.filter((t) => t.Type === 'Alien');
  expect([humans.length, aliens.length]).toEqual([30, 10]);
  // Each template lists its own layers in its own order; the two-part hat is one trait.
  expect(new Set(humans.map((t) => Object.keys(t).join()))).toEqual(new Set(['Background,Head,Shadow,Hair,Hat,Eyes,Type']));
  expect(new Set(aliens.map((t) => Object.keys(t).join()))).toEqual(new Set(['Background,Shadow,Alien Head,Eyes,Type']));
  // Largest remainder within each template (ties to the earlier value).
  expect(traitCounts(humans, 'Background')).toEqual({ sky: 10, sand: 10, grass: 10 });
  for (const [trait, values] of [
    ['Head', ['pale', 'tan']],
    ['Hair', ['curly', 'straight']],
    ['Hat', ['cap', 'tophat']],
  ] as const)
    expect(traitCounts(humans, trait), trait).toEqual(Object.fromEntries(values.map((v) => [v, 15])));
  expect(traitCounts(humans, 'Eyes')).toEqual({ open: 10, closed: 10, wink: 10 });
  expect(traitCounts(humans, 'Shadow')).toEqual({ shadow: 30 });
  expect(traitCounts(aliens, 'Background')).toEqual({ sky: 4, sand: 3, grass: 3 });
  expect(traitCounts(aliens, 'Alien Head')).toEqual({ squid: 5, antenna: 5 });
  expect(traitCounts(aliens, 'Eyes')).toEqual({ open: 4, closed: 3, wink: 3 });
  expect(aliens.filter((t) => 'Head' in t || 'Hair' in t || 'Hat' in t)).toEqual([]);
  expect(new Set(tokens.map((t) => JSON.stringify(t))).size).toBe(TOKENS);

  expectDrawn(images, first, tokens);

  // traitforge.json names how the set is drawn.
  const saved = JSON.parse(new TextDecoder().decode(first.get('traitforge.json')!)) as {
    layers: Array<{ name: string; blend?: string; opacity?: number; values: Array<Record<string, unknown>> }>;
  };
  expect(saved.layers.filter((l) => l.name === 'Shadow').map((l) => [l.blend, l.opacity])).toEqual([
    ['multiply', 50],
    ['multiply', 50],
  ]);
  const hat = saved.layers.find((l) => l.name === 'Hat')!;
  expect(hat.values).toEqual([
    { value: 'cap', image: 'cap.png', weight: 1, drawnAt: { layer: 'Hair', side: 'under' } },
    { value: 'tophat', image: 'tophat.png', weight: 1, parts: [{ image: 'tophat-back.png', at: { layer: 'Head', side: 'under' } }] },
  ]);

  // A plan made again from the same seed (not the one on screen) gives the same files.
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await page.getByRole('textbox', { name: 'Seed' }).fill('other');
  await expect(plan).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('textbox', { name: 'Seed' }).fill('folk');
  await generate(page, TOKENS, true);
  const second = await stargazeZipFiles(page, TOKENS);
  expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
  for (const [name, bytes] of first) expect(Buffer.compare(Buffer.from(second.get(name)!), Buffer.from(bytes)), name).toBe(0);

  // A re-roll of an Alien keeping its Background swaps only with other Aliens: the counts within each
  // template stay, no Alien gets a human head, and the changed images are drawn as composed here.
  const alien = tokens.findIndex((t) => t.Type === 'Alien') + 1;
  await page
    .getByRole('article', { name: `Combination #${alien}` })
    .getByRole('button', { name: 'Re-roll' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Re-roll #${alien}` });
  const own = tokens[alien - 1]!;
  // Only the token's own layers are offered; its Type always stays.
  await expect(dialog.getByRole('group', { name: 'Traits to keep' }).locator('label')).toHaveText(
    ['Background', 'Shadow', 'Alien Head', 'Eyes'].map((trait) => `Keep ${trait}: ${own[trait]}`),
  );
  await dialog.getByRole('checkbox', { name: `Keep Background: ${own.Background}` }).check();
  await dialog.getByRole('button', { name: 'Find a re-roll' }).click();
  const swaps = dialog.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
  await expect(swaps.first()).toBeVisible();
  const partners = (await swaps.allTextContents()).map((text) => Number(/, #(\d+) gets/.exec(text)![1]));
  await dialog.getByRole('button', { name: 'Apply re-roll' }).click();
  await expect(dialog).toHaveCount(0);
  const edited = await stargazeZipFiles(page, TOKENS);
  const after = stargazeTraits(edited, TOKENS);
  expect(after[alien - 1]).not.toEqual(own);
  expect(after[alien - 1]!.Background).toBe(own.Background);
  for (const partner of partners) expect(after[partner - 1]!.Type, `#${partner}`).toBe('Alien');
  expect(countsPerTemplate(after)).toEqual(countsPerTemplate(tokens));
  expect(after.filter((t) => t.Type === 'Alien' && ('Head' in t || 'Hair' in t || 'Hat' in t))).toEqual([]);
  expect(new Set(after.map((t) => JSON.stringify(t))).size).toBe(TOKENS);
  expectDrawn(images, edited, after);

  // The exported log replays on the set undone: the Background kept is the Alien's own.
  await page.getByRole('button', { name: 'Undo the last edit' }).click();
  await expect(page.getByRole('region', { name: 'Edit log' })).toHaveCount(0);
  await page.getByLabel('Replay the edits of a traitforge.json').setInputFiles({
    name: 'traitforge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(edited.get('traitforge.json')!),
  });
  await expect(page.getByText('Replayed 1 edit: the set is the one of traitforge.json.')).toBeVisible({ timeout: 60_000 });
});
