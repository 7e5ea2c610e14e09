import { test, expect } from './fixtures/test.ts';

test('the dashboard shows credits, supported collections and the portfolio', async ({ page, signIn, indexer }) => {
  const { address } = await signIn();
  await indexer.setHoldings(address, { batKids: 1, badMorning: 2, joinRevolution: 3 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Traitforge');
  await expect(page.getByLabel('Total credits')).toHaveText('2400');
  await expect(page.getByLabel('Supported collections')).toHaveText('4');
  await expect(page.getByText(/could not be checked|not configured/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Watch the tutorials' })).toHaveAttribute('href', '#/faq');

  const batKids = page.getByRole('article', { name: 'Bat Kids' });
  await expect(batKids.getByTestId('owned-count')).toHaveText('1');
  await expect(batKids.getByRole('link', { name: 'Get more!' })).toHaveAttribute('href', /stargaze\.zone/);
  await expect(batKids).toContainText('x1000');
  const sloths = page.getByRole('article', { name: 'Lazy Sloth Club' });
  await expect(sloths.getByTestId('owned-count')).toHaveText('0');
  await expect(sloths.getByRole('link', { name: 'Get some!' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Join revolution!' })).toContainText('x100');

  await page.getByRole('link', { name: 'Create collection' }).click();
  await expect(page).toHaveURL(/#\/collections$/);
  await expect(page.getByTestId('collection-count')).toHaveText('0 / 4');
});

test('signed in, the dashboard shows the credits and every partner collection', { tag: '@smoke' }, async ({ page, signIn }) => {
  await signIn();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Traitforge');
  await expect(page.getByLabel('Total credits')).toHaveText(/^\d+$/);
  await expect(page.getByLabel('Supported collections')).toHaveText(/^\d+$/);
  await expect(page.getByRole('article')).toHaveCount(5);
});

test.describe('with the indexer down', () => {
  // The sign-in's own credits call is cut, so the server has no earlier count to fall back on.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('the dashboard says the holdings could not be checked, with the free credits', async ({ page, signIn, indexer }) => {
    await page.route('**/api/fetch.php*', (route) => route.abort());
    const { address } = await signIn();
    await page.unroute('**/api/fetch.php*');
    await indexer.setHoldings(address, { batKids: 5 });
    await indexer.setDown(address);
    await page.reload();
    await expect(page.getByLabel('Total credits')).toHaveText('100');
    await expect(page.getByLabel('Supported collections')).toHaveText('1');
    await expect(page.getByRole('alert')).toContainText('Your holdings could not be checked: the chain indexer did not answer.');
    await expect(page.getByRole('article', { name: 'Bat Kids' }).getByTestId('owned-count')).toHaveText('not checked');
    await expect(page.getByRole('article', { name: 'Bat Kids' }).getByRole('link', { name: 'Get some!' })).toBeVisible();
    const credits = await page.request.get('/api/fetch.php');
    expect(await credits.json()).toMatchObject({
      credits: 0,
      partnerCredits: 0,
      ownedCollections: 0,
      holdingsChecked: false,
      partnersConfigured: true,
    });
  });
});
