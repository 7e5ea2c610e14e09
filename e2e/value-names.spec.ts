// Renames and merges at export, as an artist meets them: a value renamed and two values merged change
// the metadata, rarity.csv, traitforge.json and the plan, never the images; undoing both gives the first
// export back.
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, makeNineTokenRun } from './support/helpers.ts';

async function exported(page: Page) {
  const { bytes } = await downloadOf(page, () => page.getByRole('button', { name: 'Download one zip' }).click());
  await expect(page.getByRole('status', { name: 'Export result' })).toHaveText('Ready for Stargaze Studio: 9 images, 9 metadata files');
  const zip = await JSZip.loadAsync(bytes);
  const text = (path: string) => zip.file(path)!.async('string');
  const numbers = Array.from({ length: 9 }, (_, k) => k + 1);
  return {
    images: await Promise.all(numbers.map((n) => zip.file(`images/${n}.png`)!.async('base64'))),
    metadata: await Promise.all(numbers.map((n) => text(`metadata/${n}.json`))),
    rarity: await text('rarity.csv'),
    settings: JSON.parse(await text('traitforge.json')) as { valueNames?: unknown },
    project: await text('traitforge.json'),
  };
}

const counts = (metadata: readonly string[], type: string) => {
  const values = metadata.map(
    (json) =>
      (JSON.parse(json) as { attributes: Array<{ trait_type: string; value: string }> }).attributes.find((a) => a.trait_type === type)!
        .value,
  );
  return Object.fromEntries([...new Set(values)].sort().map((v) => [v, values.filter((x) => x === v).length]));
};

test('a rename and a merge change metadata, rarity.csv and traitforge.json but not the images, and undo restores them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await makeNineTokenRun(page, { name: 'Names', description: 'Renamed at export', seed: 'names' });
  const before = await exported(page);
  expect(before.settings.valueNames).toBeUndefined();

  const form = page.getByRole('group', { name: 'Rename and merge values' });
  await form.getByLabel('Layer', { exact: true }).selectOption('Background');
  await form.getByLabel('Value', { exact: true }).selectOption('red');
  await form.getByLabel('Name in metadata').fill('Crimson');
  await form.getByRole('button', { name: 'Rename value' }).click();
  await form.getByLabel('Layer', { exact: true }).selectOption('Eyes');
  await form.getByLabel('Value', { exact: true }).selectOption('white');
  await form.getByLabel('Merge with').selectOption('orange');
  await form.getByLabel('Name in metadata').fill('Light');
  await form.getByRole('button', { name: 'Merge values' }).click();
  await expect(form.getByRole('list', { name: 'Renamed values' }).getByRole('listitem')).toHaveText([
    'Background: red → Crimson',
    'Eyes: white → Light',
    'Eyes: orange → Light',
  ]);

  // The plan shows the merged values as one, their counts added.
  const plannedEyes = page.getByRole('region', { name: 'Rarity plan' }).getByRole('list', { name: 'Planned counts of Eyes' });
  await expect(plannedEyes.getByRole('listitem')).toHaveText([/^black.*3 \/ 3/, /^Light.*6 \/ 6/]);

  const after = await exported(page);
  expect(after.images).toEqual(before.images);
  expect(counts(after.metadata, 'Background')).toEqual({ Crimson: 3, blue: 3, green: 3 });
  expect(counts(after.metadata, 'Eyes')).toEqual({ Light: 6, black: 3 });
  expect(after.rarity).toContain('Background,Crimson,3,33.33');
  expect(after.rarity).toContain('Eyes,Light,6,66.67');
  expect(after.rarity).not.toMatch(/,red,|,white,|,orange,/);
  expect(after.settings.valueNames).toEqual({ Background: { red: 'Crimson' }, Eyes: { white: 'Light', orange: 'Light' } });

  await form.getByRole('button', { name: 'Undo rename or merge' }).click();
  await form.getByRole('button', { name: 'Undo rename or merge' }).click();
  await expect(form.getByRole('button', { name: 'Undo rename or merge' })).toBeDisabled();
  await expect(plannedEyes.getByRole('listitem')).toHaveText([/^black.*3 \/ 3/, /^white.*3 \/ 3/, /^orange.*3 \/ 3/]);
  const undone = await exported(page);
  expect(undone.metadata).toEqual(before.metadata);
  expect(undone.rarity).toBe(before.rarity);
  expect(undone.images).toEqual(before.images);

  // The renamed export's traitforge.json, replayed: its renames and merges come back with its set.
  await page.getByLabel('Replay the edits of a traitforge.json').setInputFiles({
    name: 'traitforge.json',
    mimeType: 'application/json',
    buffer: Buffer.from(after.project),
  });
  await expect(
    page.getByText('Replayed 0 edits: the set is the one of traitforge.json. Its renames and merges are written again.'),
  ).toBeVisible();
  await expect(plannedEyes.getByRole('listitem')).toHaveText([/^black.*3 \/ 3/, /^Light.*6 \/ 6/]);
  const replayed = await exported(page);
  expect(replayed.metadata).toEqual(after.metadata);
  expect(replayed.rarity).toBe(after.rarity);
});
