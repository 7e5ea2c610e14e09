// A layer tree imported in one step, as an artist coming from HashLips drops it: one folder per layer
// (numeric prefix for the order), `Name#20.png` for value and weight; then its weight table (CSV)
// exported, and imported again into an empty combiner with the images, giving the same plan.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/test.ts';
import { downloadOf, revealed } from './support/helpers.ts';

/** Path -> a colour for a 40 px square PNG, or text for any other file. */
type Tree = Record<string, [number, number, number] | string>;

const TREE: Tree = {
  'layers/1-Background/Red#20.png': [220, 20, 20],
  'layers/1-Background/Blue#10.png': [20, 40, 220],
  'layers/2-Body/Round#3.png': [240, 220, 20],
  'layers/2-Body/Square.png': [250, 250, 250],
  'layers/3-Eyes/Open#1.5.png': [10, 10, 10],
  'layers/3-Eyes/Laser#0.05.png': [200, 0, 200],
  'layers/10-Hat/Cap#2.png': [20, 200, 40],
  'layers/10-Hat/Crown#1.png': [120, 60, 0],
  'layers/.DS_Store': 'finder',
};

/**
 * Drops the tree on the import area as the browser hands over a dropped folder: DataTransfer items
 * whose entries (FileSystemDirectoryEntry / FileSystemFileEntry) are walked with createReader and
 * file(). Playwright cannot drag a folder from the desktop, so the entries are made in the page.
 */
async function dropTree(page: Page, tree: Tree) {
  await page.getByTestId('layer-tree-drop').evaluate(async (target, files) => {
    type Node = { dirs: Map<string, Node>; files: File[] };
    const root: Node = { dirs: new Map(), files: [] };
    for (const [path, content] of Object.entries(files)) {
      const parts = path.split('/');
      let node = root;
      for (const dir of parts.slice(0, -1)) {
        if (!node.dirs.has(dir)) node.dirs.set(dir, { dirs: new Map(), files: [] });
        node = node.dirs.get(dir)!;
      }
      const name = parts.at(-1)!;
      if (typeof content === 'string') node.files.push(new File([content], name));
      else {
        const canvas = new OffscreenCanvas(40, 40);
        const context = canvas.getContext('2d')!;
        context.fillStyle = `rgb(${content.join(',')})`;
        context.fillRect(5, 5, 30, 30);
        node.files.push(new File([await canvas.convertToBlob({ type: 'image/png' })], name, { type: 'image/png' }));
      }
    }
    const later = <T>(value: T, ok: (v: T) => void) => setTimeout(() => ok(value), 0);
    const fileEntry = (file: File, path: string) => ({
      isFile: true,
      isDirectory: false,
      name: file.name,
      fullPath: path,
      file: (ok: (f: File) => void) => later(file, ok),
    });
    const dirEntry = (name: string, path: string, node: Node): object => {
      const children = [
        ...[...node.dirs].map(([n, child]) => dirEntry(n, `${path}/${n}`, child)),
        ...node.files.map((f) => fileEntry(f, `${path}/${f.name}`)),
      ];
      return {
        isFile: false,
        isDirectory: true,
        name,
        fullPath: path,
        createReader: () => {
          let given = false;
          return { readEntries: (ok: (entries: object[]) => void) => later(given ? [] : ((given = true), children), ok) };
        },
      };
    };
    const top = [...root.dirs].map(([name, node]) => dirEntry(name, `/${name}`, node));
    const items = Object.assign(
      top.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
      { length: top.length },
    );
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { items, files: [], types: ['Files'] } });
    target.dispatchEvent(drop);
  }, tree);
}

/** Runs `work` in a viewport tall enough to hold every card of these sets (the list renders those near it). */
async function withEveryCard<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 6000 });
  try {
    return await work();
  } finally {
    await page.setViewportSize(viewport);
  }
}

const layerState = (page: Page) => withEveryCard(page, () => renderedLayerState(page));

async function renderedLayerState(page: Page) {
  const cards = page.getByTestId('layer-card');
  const setSize = Number(await cards.first().getAttribute('aria-setsize'));
  await expect(cards).toHaveCount(setSize);
  const layers: Array<[string, Array<[string, string, string]>]> = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const rows = card.getByTestId('layer-image');
    const images: Array<[string, string, string]> = [];
    for (let j = 0; j < (await rows.count()); j++) {
      const value = await rows
        .nth(j)
        .getByLabel(/^Trait value of /)
        .inputValue();
      images.push([
        (await rows.nth(j).locator('img').first().getAttribute('alt'))!,
        value,
        await rows
          .nth(j)
          .getByLabel(/^Weight of /)
          .inputValue(),
      ]);
    }
    layers.push([await card.getByLabel(`Name of layer ${i + 1}`).inputValue(), images]);
  }
  return layers;
}

const exportTable = async (page: Page) =>
  (await downloadOf(page, () => page.getByRole('button', { name: 'Export weight table (CSV)' }).click())).bytes.toString();

test('a dropped layers/ folder gives every layer, value and weight; its weight table round-trips into an empty combiner', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/#/randomizer');
  await page.getByLabel('Collection size').fill('6');
  await page.getByLabel('Seed').fill('layer-tree');
  await dropTree(page, TREE);
  await expect(page.getByText('Imported 4 layers and 8 images.')).toBeVisible();
  expect(await layerState(page)).toEqual([
    [
      'Background',
      [
        ['Blue#10.png', 'Blue', '10'],
        ['Red#20.png', 'Red', '20'],
      ],
    ],
    [
      'Body',
      [
        ['Round#3.png', 'Round', '3'],
        ['Square.png', 'Square', '1'],
      ],
    ],
    [
      'Eyes',
      [
        ['Laser#0.05.png', 'Laser', '0.05'],
        ['Open#1.5.png', 'Open', '1.5'],
      ],
    ],
    [
      'Hat',
      [
        ['Cap#2.png', 'Cap', '2'],
        ['Crown#1.png', 'Crown', '1'],
      ],
    ],
  ]);
  await expect(page.getByTestId('possible-combinations')).toHaveText('16');

  // The artist edits: Blue weighs 7, Hat may be left out (None weighs 3).
  await (await revealed(page, page.getByLabel('Weight of Blue'))).fill('7');
  await (await revealed(page, page.getByLabel('Allow none in Hat'))).check();
  await (await revealed(page, page.getByLabel('Weight of None in Hat'))).fill('3');
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(plan).toContainText('Rarity plan (6 generated tokens)');
  // The plan follows the last edit (Blue 2 of 6, None 3 of 6) before it is kept for comparing.
  await expect(plan.getByRole('list', { name: 'Planned counts of Hat' }).getByRole('listitem').last()).toHaveText(/None\s*3 \/ 3/);
  await expect(plan.getByRole('list', { name: 'Planned counts of Background' }).getByRole('listitem').first()).toHaveText(/Blue\s*2 \/ 2/);
  const planText = (await plan.textContent())!;
  const table = await exportTable(page);
  expect(table).toBe(
    [
      'layer,value,weight,file',
      'Background,Blue,7,Blue#10.png',
      'Background,Red,20,Red#20.png',
      'Body,Round,3,Round#3.png',
      'Body,Square,1,Square.png',
      'Eyes,Laser,0.05,Laser#0.05.png',
      'Eyes,Open,1.5,Open#1.5.png',
      'Hat,Cap,2,Cap#2.png',
      'Hat,Crown,1,Crown#1.png',
      'Hat,None,3,',
      '',
    ].join('\n'),
  );
  const before = await layerState(page);

  // An empty combiner, then the same folder with the table beside the layer folders.
  // Deleting from the end, every card in view.
  await withEveryCard(page, async () => {
    for (let n = 4; n >= 1; n--) {
      await page.getByRole('button', { name: `Delete layer ${n}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    }
  });
  await expect(page.getByTestId('layer-card')).toHaveCount(0);
  await dropTree(page, { ...TREE, 'layers/weights.csv': table });
  await expect(page.getByText('Weight table applied: 9 rows.')).toBeVisible();
  expect(await layerState(page)).toEqual(before);
  await expect(await revealed(page, page.getByLabel('Allow none in Hat'))).toBeChecked();
  await expect(await revealed(page, page.getByLabel('Weight of None in Hat'))).toHaveValue('3');
  await expect(plan).toHaveText(planText);
  expect(await exportTable(page)).toBe(table);

  // The table alone, onto the layers: an edit undone, the None weight back.
  await (await revealed(page, page.getByLabel('Weight of Blue'))).fill('1');
  await (await revealed(page, page.getByLabel('Weight of None in Hat'))).fill('9');
  await page
    .getByLabel('Import weight table (CSV)')
    .setInputFiles({ name: 'weights.csv', mimeType: 'text/csv', buffer: Buffer.from(table) });
  await expect(await revealed(page, page.getByLabel('Weight of Blue'))).toHaveValue('7');
  await expect(await revealed(page, page.getByLabel('Weight of None in Hat'))).toHaveValue('3');
  await expect(plan).toHaveText(planText);

  // A table naming an image the layers do not have says so.
  await page.getByLabel('Import weight table (CSV)').setInputFiles({
    name: 'weights.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('layer,value,weight,file\nHat,Wizard,4,Wizard.png\n'),
  });
  await expect(page.getByText('Weight table rows not applied: Hat/Wizard.png (no such image).')).toBeVisible();
});

test("a tree in branches (nftchef's nesting) gives the templates, each value choosing its own; the weight table names the template", async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await dropTree(page, {
    'layers/1-Background/Red.png': [220, 20, 20],
    'layers/1-Background/Blue.png': [20, 40, 220],
    'layers/2-Body/Human.png': [240, 220, 20],
    'layers/2-Body/Alien.png': [20, 200, 40],
    'layers/2-Body/Alien/1-Head/Squid.png': [200, 0, 200],
    'layers/2-Body/Alien/1-Head/Antenna.png': [0, 200, 200],
    'layers/2-Body/Human/1-Head/Bald.png': [250, 250, 250],
    'layers/2-Body/Human/1-Head/Curly.png': [120, 60, 0],
    'layers/3-Eyes/Open.png': [10, 10, 10],
    'layers/3-Eyes/Closed.png': [90, 90, 90],
  });
  await expect(page.getByText('Imported 5 layers in 2 templates and 10 images.')).toBeVisible();
  const templates = page.getByRole('region', { name: 'Templates' });
  await expect(templates.getByRole('list', { name: 'Draw order of Alien' }).getByRole('listitem')).toHaveText([
    /1\. Background/,
    /2\. Body/,
    /3\. Alien\/Head/,
    /4\. Eyes/,
  ]);
  await expect(templates.getByLabel('Value that leads to Alien')).toHaveValue(/.+/);
  // 2 x 1 x 2 x 2 combinations in each template: all 16, half of them Alien.
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(plan).toContainText('Rarity plan (16 generated tokens)');
  await expect(plan).toContainText('Alien: Head');
  const table = await exportTable(page);
  expect(table.split('\n').slice(0, 3)).toEqual([
    'template,layer,value,weight,file',
    'Alien,Type,Alien,1,',
    'Alien,Background,Blue,1,Blue.png',
  ]);
  expect(table).toContain('Alien,Head,Squid,1,Squid.png');
  expect(table).not.toContain('Alien,Head,Bald');
});

test('nested templates with a 3 : 1 split: each Head named by its path, the weight table writes the split, the default size plans', async ({
  page,
}) => {
  await page.goto('/#/randomizer');
  await dropTree(page, {
    'layers/1-Background/Red.png': [220, 20, 20],
    'layers/1-Background/Blue.png': [20, 40, 220],
    'layers/2-Body/Human#3.png': [240, 220, 20],
    'layers/2-Body/Alien.png': [20, 200, 40],
    'layers/2-Body/Alien/1-Head/Squid.png': [200, 0, 200],
    'layers/2-Body/Alien/1-Head/Antenna.png': [0, 200, 200],
    'layers/2-Body/Human/1-Head/Bald.png': [250, 250, 250],
    'layers/2-Body/Human/1-Head/Curly.png': [120, 60, 0],
    'layers/3-Eyes/Open.png': [10, 10, 10],
    'layers/3-Eyes/Closed.png': [90, 90, 90],
  });
  await expect(page.getByText('Imported 5 layers in 2 templates and 10 images.')).toBeVisible();
  const templates = page.getByRole('region', { name: 'Templates' });
  const alien = templates.getByRole('group', { name: 'Layers of Alien' });
  await expect(alien.getByRole('checkbox')).toHaveCount(5);
  await expect(alien.getByRole('checkbox', { name: 'Alien/Head in Alien' })).toBeChecked();
  await expect(alien.getByRole('checkbox', { name: 'Human/Head in Alien' })).not.toBeChecked();
  // 8 combinations per template; Human 3 : Alien 1 of 16 would ask 12 of Human: 11 is the most (8 and 3).
  const plan = page.getByRole('region', { name: 'Rarity plan' });
  await expect(page.getByLabel('Collection size')).toHaveValue('11');
  await expect(plan).toContainText('Rarity plan (11 generated tokens)');
  await expect(page.getByRole('alert').filter({ hasText: 'This plan cannot be made' })).toHaveCount(0);
  const table = await exportTable(page);
  expect(table).toContain('Human,Type,Human,3,');
  expect(table).toContain('Alien,Type,Alien,1,');
});
