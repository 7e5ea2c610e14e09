// What a signed-in or signed-out tab shows: the address the wallet showed, and the server's session.
import { expect, type Page } from '@playwright/test';

export async function expectSignedIn(page: Page, address: string): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBe(address);
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ signedIn: true, address });
}

export async function expectSignedOut(page: Page): Promise<void> {
  expect(await page.evaluate(() => sessionStorage.getItem('starsAddress'))).toBeNull();
  expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
}
