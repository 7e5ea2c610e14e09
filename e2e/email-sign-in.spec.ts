import { test, expect } from './fixtures/test.ts';
import { expectConsoleErrors } from './support/helpers.ts';

const UNAUTHORIZED = /status of 401/;

const emailDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Email Verification' });

test('email sign-in with the code from the mail; reload keeps it; logout ends it', async ({ page, signIn }) => {
  const { address, email } = await signIn('email');
  expect(address.startsWith('stars1')).toBe(false);
  await expect(emailDialog(page)).toBeHidden();
  await expect(page.getByTestId('header-identity')).toHaveText(email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ signedIn: true, address, wallet: 'email', email });

  await page.reload();
  await expect(page.getByTestId('header-identity')).toHaveText(email);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Session ended successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
});

test('Continue waits for a valid email; Verify for exactly 6 characters; a wrong code is refused', async ({ page, pageErrors, mail }) => {
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Open App' }).click();
  await page.getByRole('button', { name: 'Email Login' }).click();
  const dialog = emailDialog(page);
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();

  const email = mail.randomEmail();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const code = await mail.readCode(email);
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await dialog.getByLabel('Verification code').fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(code[0] === 'A' ? `B${code.slice(1)}` : `A${code.slice(1)}`);
  await verify.click();
  await expect(dialog.getByText('Invalid verification code')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await dialog.getByLabel('Verification code').fill(code);
  await verify.click();
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
  expectConsoleErrors(pageErrors, UNAUTHORIZED, 1);
});

test('resend is blocked for 30 seconds, then sends a new code that replaces the old one', async ({ page, pageErrors, mail }) => {
  test.setTimeout(90_000);
  const email = mail.randomEmail();
  await mail.requestCode(page, email);
  const first = await mail.readCode(email, 0);
  const dialog = emailDialog(page);
  await expect(dialog.getByRole('button', { name: /Resend code in (29|30)s/ })).toBeDisabled();
  const resend = dialog.getByRole('button', { name: 'Resend code', exact: true });
  await expect(resend).toBeEnabled({ timeout: 35_000 });
  await resend.click();
  const second = await mail.readCode(email, 1);
  await expect(dialog.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();

  await dialog.getByLabel('Verification code').fill(first);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // The same code twice in a row is possible (1 in 2^30); only assert the refusal when they differ.
  if (first !== second) await expect(dialog.getByText('Invalid verification code')).toBeVisible();
  await dialog.getByLabel('Verification code').fill(second);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Account ownership proved successfully!')).toBeVisible();
  expectConsoleErrors(pageErrors, UNAUTHORIZED, first !== second ? 1 : 0);
});

test('the code step names the address; asking again at once says why and when to retry', async ({ page, pageErrors, mail }) => {
  const email = mail.randomEmail();
  await mail.requestCode(page, email);
  await expect(emailDialog(page).getByText(`We sent a 6-character code to ${email}`)).toBeVisible();
  await mail.readCode(email);
  await page.reload();
  await page.getByRole('button', { name: 'Open App' }).click();
  await page.getByRole('button', { name: 'Email Login' }).click();
  await emailDialog(page).getByLabel('Email').fill(email);
  await emailDialog(page).getByRole('button', { name: 'Continue' }).click();
  await expect(emailDialog(page).getByRole('alert')).toHaveText(/^Please wait before asking for a new code: try again in \d+ seconds\.$/);
  expectConsoleErrors(pageErrors, /status of 429/, 1);
});

test('a new tab of the same browser is signed in by the live server session, without a new code', async ({ context, signIn }) => {
  const { email } = await signIn('email');
  const second = await context.newPage();
  await second.goto('/#/');
  await expect(second.getByTestId('header-identity')).toHaveText(email);
  await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await second.close();
});
