import { test, expect } from './fixtures/test.ts';

test('applies with a project, shows the thank-you state and lists the application', async ({ page, browser, signIn }) => {
  await signIn();
  await page.goto('/#/apply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Application');
  await expect(page.getByText('No one has applied yet')).toBeVisible();
  await expect(page.getByText('Come back soon!')).toBeVisible();

  await page.getByLabel('Project name').fill('Moon Cats');
  await page.getByLabel('Twitter').fill('@mooncats');
  // Hold the request a moment so the submitting state can be seen; it then reaches the real server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/submit_application.php', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  await expect(page.getByRole('heading', { name: 'Thank You for Your Application' })).toBeVisible();
  await expect(page.getByText('Pending Review').first()).toBeVisible();
  const entry = page.getByRole('listitem', { name: 'Moon Cats' });
  await expect(entry).toContainText('(yours)');
  await expect(entry).toContainText('Pending Review');
  await expect(entry.getByRole('link', { name: '@mooncats' })).toHaveAttribute('href', 'https://x.com/mooncats');

  // Visitors see the list too, without the (yours) mark, and no form.
  const visitor = await browser.newPage();
  await visitor.goto('/#/apply');
  await expect(visitor.getByRole('listitem', { name: 'Moon Cats' })).toBeVisible();
  await expect(visitor.getByRole('listitem', { name: 'Moon Cats' })).not.toContainText('(yours)');
  await expect(visitor.getByText('Please connect your wallet first to apply with your project.')).toBeVisible();
  await visitor.close();
});

test('requires a project name', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/#/apply');
  await page.getByLabel('Twitter').fill('@nameless');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in project name');
  await page.getByLabel('Project name').fill('   ');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in project name');
  await expect(page.getByRole('heading', { name: 'Thank You for Your Application' })).toHaveCount(0);
  await expect(page.getByText('@nameless')).toHaveCount(0);
});

test.describe('an applications list that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|status code 500/] });

  test('says so beside the form, and loads on "Try again"', async ({ page, signIn }) => {
    await signIn();
    await page.route('**/api/applications.php', (route) => route.fulfill({ status: 500, json: { error: 'Database down' } }));
    await page.goto('/#/apply');
    await expect(page.getByRole('alert')).toHaveText('Failed to load applications');
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    await expect(page.getByLabel('Project name')).toBeVisible();

    await page.unroute('**/api/applications.php');
    await page.getByRole('button', { name: 'Try again' }).click();
    // Other tests may have applied already: the list or its empty state, whichever the server has.
    const section = page.getByRole('region', { name: 'Applications' });
    await expect(section.getByRole('list').or(section.getByText('No one has applied yet'))).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});
