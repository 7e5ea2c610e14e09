// Templates end to end: Human 3 : Alien 1 sharing Background and Eyes, Alien with its own head drawn
// under the Eyes (its own draw order). 40 tokens with a fixed seed, exported for Stargaze: 30 Human and
// 10 Alien (the Type trait), exact counts within each, no Alien with a human Head, every image's pixels
// as its template composes them, and the same seed gives the same files byte for byte. Then a template
// that cannot be met: its own nearest feasible counts are used and plan it.
import { test, expect } from './fixtures/test.ts';
import {
  addLayer,
  close,
  colourImages,
  COLOURS,
  generate,
  pixels,
  stargazeTraits,
  stargazeZipFiles,
  traitCounts as counts,
  type ColourLayer,
  type ColourName,
} from './support/helpers.ts';
import { humanAndAlien } from './support/drawn-layers.ts';

const LAYERS: ColourLayer[] = [
  { name: 'Background', inset: 0, values: ['red', 'green', 'blue', 'yellow'] },
  { name: 'Head', inset: 20, values: ['black', 'white', 'yellow'] },
  { name: 'Eyes', inset: 40, values: ['cyan', 'magenta', 'orange'] },
  { name: 'Alien Head', inset: 20, values: ['green', 'blue'] },
];
/** Where each trait shows in the composite (fractions of the side). */
const AT: Record<string, [number, number]> = { Background: [0.05, 0.05], Head: [0.25, 0.25], 'Alien Head': [0.25, 0.25], Eyes: [0.5, 0.5] };

test('two templates, Human 3 : Alien 1: exact shares and counts, each template drawn in its own order, the same seed the same files', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await page.getByPlaceholder('e.g., My NFT').fill('Folk');
  for (const layer of LAYERS) await addLayer(page, layer.name, colourImages(layer));

  const templates = await humanAndAlien(page);
  await expect(templates.getByRole('list', { name: 'Draw order of Alien' }).getByRole('listitem')).toHaveText([
    /1\. Background/,
    /2\. Alien Head/,
    /3\. Eyes/,
  ]);
  await templates.getByLabel('Weight of template Human').fill('3');
  await page.getByLabel('Collection size').fill('40');
  await page.getByLabel('Seed').fill('branches');
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(plan).toContainText('Rarity plan (40 generated tokens)');
  await generate(page, 40);
  const first = await stargazeZipFiles(page, 40);

  const tokens = stargazeTraits(first, 40);
  const humans = tokens.filter((t) => t.Type === 'Human');
  const aliens = tokens.filter((t) => t.Type === 'Alien');
  expect([humans.length, aliens.length]).toEqual([30, 10]);
  // Largest remainder within each template: 30 over 4 backgrounds is 8, 8, 7, 7 (ties to the earlier value).
  expect(counts(humans, 'Background')).toEqual({ red: 8, green: 8, blue: 7, yellow: 7 });
  expect(counts(humans, 'Head')).toEqual({ black: 10, white: 10, yellow: 10 });
  expect(counts(humans, 'Eyes')).toEqual({ cyan: 10, magenta: 10, orange: 10 });
  expect(counts(aliens, 'Background')).toEqual({ red: 3, green: 3, blue: 2, yellow: 2 });
  expect(counts(aliens, 'Alien Head')).toEqual({ green: 5, blue: 5 });
  expect(counts(aliens, 'Eyes')).toEqual({ cyan: 4, magenta: 3, orange: 3 });
  expect(aliens.filter((t) => 'Head' in t)).toEqual([]);
  expect(humans.filter((t) => 'Alien Head' in t)).toEqual([]);
  expect(new Set(tokens.map((t) => JSON.stringify(t))).size).toBe(40);
  expect(new TextDecoder().decode(first.get('rarity.csv')!)).toContain('Type,Alien,10,25.00');

  // Every image as its template composes it: the head under the Eyes in both templates.
  const pngs = tokens.map((_, i) => first.get(`images/${i + 1}.png`)!);
  const seen = await pixels(page, pngs, Object.values(AT));
  tokens.forEach((token, i) => {
    for (const [trait, value] of Object.entries(token)) {
      if (trait === 'Type') continue;
      const point = Object.keys(AT).indexOf(trait);
      expect(close(seen[i]![point]!, COLOURS[value as ColourName]), `#${i + 1} ${trait} ${value}`).toBe(true);
    }
  });

  // A plan made again from the same seed (not the one on screen) gives the same collection.
  await page.getByLabel('Seed').fill('other');
  await expect(plan).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('Seed').fill('branches');
  await generate(page, 40, true);
  const second = await stargazeZipFiles(page, 40);
  expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
  for (const [name, bytes] of first) expect(Buffer.compare(Buffer.from(second.get(name)!), Buffer.from(bytes)), name).toBe(0);

  // A template that cannot be met offers its own nearest counts, and using them plans it: red weighs 5
  // of 8, 19 of Human's 30 tokens, but only 9 combinations of Human's layers hold it (Alien's 6 of 10 fit).
  await page.getByLabel('Weight of red').fill('5');
  const refusal = page.getByRole('alert').filter({ hasText: 'This plan cannot be made' });
  await expect(refusal).toContainText('Human: red (Background) needs');
  const nearestRed = (await refusal
    .getByRole('list', { name: 'Nearest counts of Human: Background' })
    .getByRole('listitem')
    .first()
    .textContent())!;
  const red = /^red\s*(\d+) \//.exec(nearestRed)![1];
  // About one run in ten the click was lost right after the refusal appeared (no counts accepted, no
  // error): the button is clicked again until the accepted counts are kept.
  const accepted = page.getByRole('note', { name: 'Accepted counts' });
  await expect(async () => {
    if (!(await accepted.isVisible()))
      await refusal.getByRole('button', { name: 'Use the nearest feasible counts' }).click({ timeout: 2_000 });
    await expect(accepted).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(plan).toContainText('Rarity plan (40 generated tokens)');
  await expect(plan.getByRole('list', { name: 'Planned counts of Human: Background' }).getByRole('listitem').first()).toHaveText(
    new RegExp(`^red\\s*${red} / ${red}`),
  );
  await expect(plan.getByRole('list', { name: 'Planned counts of Type' }).getByRole('listitem')).toHaveText([
    /^Human\s*30 \//,
    /^Alien\s*10 \//,
  ]);
  await expect(page.getByRole('note', { name: 'Accepted counts' })).toContainText('The accepted counts are in use in place of the weights');

  // Without its templates the same 40 tokens are planned by the weights, and the note says why.
  await page.getByRole('listitem', { name: 'Template Alien' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('note', { name: 'Accepted counts' })).toHaveText(
    /The accepted counts no longer fit the layers or templates, so the weights are used\./,
  );
});
