import { test, expect } from './fixtures/test.ts';

// A 1x1 red PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('creates a ticket with an image, shows it and lets the owner reply', async ({ page, browser, signIn }) => {
  await signIn();
  await page.goto('/#/tickets');
  await expect(page.getByRole('heading', { name: 'Create New Ticket' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Tickets' })).toBeVisible();
  await expect(page.getByText('No tickets found')).toBeVisible();
  await expect(page.getByText('JPG, PNG, GIF, max 2MB each')).toBeVisible();
  await expect(page.getByLabel('Priority')).toHaveValue('low');

  await page.getByLabel('Title').fill('Upload keeps spinning');
  await page.getByLabel('Description').fill('My 300 files never finish uploading.');
  await page.getByLabel('Priority').selectOption('high');
  await page.getByLabel('Images').setInputFiles([image('screenshot.png')]);
  await expect(page.getByText('screenshot.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Ticket' }).click();

  await expect(page.getByText('Ticket created successfully')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByLabel('Priority')).toHaveValue('low');
  await expect(page.getByText('screenshot.png')).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Upload keeps spinning' });
  await expect(card).toContainText('My 300 files never finish uploading.');
  await expect(card).toContainText('open');
  await expect(card).toContainText('Priority: high');
  await expect(card).toContainText('Just now');
  const attachment = card.getByRole('img', { name: 'Attachment 1 of Upload keeps spinning' });
  await expect(attachment).toBeVisible();
  await expect.poll(() => attachment.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await card.getByLabel('Reply to Upload keeps spinning').fill('It happens with Chrome too.');
  await card.getByRole('button', { name: 'Reply' }).click();
  await expect(card.getByText('It happens with Chrome too.')).toBeVisible();
  await expect(card).toContainText('You ·');
  // A member cannot change the status: only the support desk can.
  await expect(card.getByLabel('Status')).toHaveCount(0);

  // Someone else sees none of it, not even the image.
  const src = await attachment.getAttribute('src');
  const other = await browser.newPage();
  await signIn('keplr', other);
  await other.goto('/#/tickets');
  await expect(other.getByText('No tickets found')).toBeVisible();
  expect((await other.request.get(src!)).status()).toBe(404);
  await other.close();
});

test('requires a title and description and refuses a sixth image', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/tickets');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  expect(await page.getByLabel('Title').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await page.getByLabel('Title').fill('Only a title');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  expect(await page.getByLabel('Description').evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);

  await page.getByLabel('Images').setInputFiles([1, 2, 3, 4].map((n) => image(`shot${n}.png`)));
  await page.getByLabel('Images').setInputFiles([5, 6].map((n) => image(`shot${n}.png`)));
  await expect(page.getByRole('alert')).toHaveText('Maximum 5 images allowed');
  await expect(page.getByText('shot4.png')).toBeVisible();
  await expect(page.getByText('shot5.png')).toHaveCount(0);
  await page.getByLabel('Images').setInputFiles([image('shot5.png')]);
  await expect(page.getByText('shot5.png')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No tickets found')).toBeVisible();
});

test.describe('a ticket list that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|status code 500/] });

  test('says so beside the form, and loads on "Try again"', async ({ page, signIn }) => {
    await signIn();
    await page.route('**/api/get-tickets.php', (route) => route.fulfill({ status: 500, json: { error: 'Database down' } }));
    await page.goto('/#/tickets');
    await expect(page.getByRole('alert')).toHaveText('Failed to load tickets');
    await expect(page.getByRole('heading', { name: 'Your Tickets' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create New Ticket' })).toBeVisible();

    await page.unroute('**/api/get-tickets.php');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No tickets found')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
