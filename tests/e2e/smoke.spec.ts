import { expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'token')?.value;
}

test('home page renders the shop with data from the API', async ({ page }) => {
  await page.goto('/pc/');
  await expect(page.getByText('Welcome to Printfront')).toBeVisible();
  await expect(page.locator('.category-level1 li').first()).toBeVisible();
  await expect(page.locator('.goods-card').first()).toBeVisible();
  await expect(page.locator('.topbar').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.screenshot({ path: `${shots}/home-1366.png`, fullPage: true });
});

test('login page shows an error alert for a wrong password', async ({ page }) => {
  await page.goto('/pc/account/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Phone / WhatsApp or nickname is required')).toBeVisible();
  await page.getByLabel('Phone / WhatsApp or nickname').fill('+971500000001');
  await page.getByLabel('Password').fill('wrong123');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(alert).toContainText('Wrong account or password.');
  await page.screenshot({ path: `${shots}/login-error.png` });
  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toBeHidden();
});

test('register → logged in → logout → the token is rejected', async ({ page }) => {
  const suffix = uniqueStamp();
  await page.goto('/pc/account/register');
  await page.getByRole('tab', { name: 'Enterprise' }).click();
  await page.getByLabel('Nickname').fill(`dunes${suffix}`);
  await page.getByLabel('Company name').fill(`Dunes Events ${suffix}`);
  await page.getByLabel('Phone / WhatsApp').fill(`+97155${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('The password must be at least 6 characters and mix letters and digits.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('dunes2026');
  await page.getByLabel('Confirm password').fill('dunes2026');
  await page.screenshot({ path: `${shots}/register.png` });
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/pc\/?$/);
  await expect(page.locator('.topbar .user-name')).toHaveText(`dunes${suffix}`);
  const token = await tokenCookie(page);
  expect(token).toBeTruthy();
  const me = await (await page.request.get('/api/pc/commonData', { headers: { token: token! } })).json();
  expect(me.data.my).toMatchObject({ nickname: `dunes${suffix}`, type_id: 2, level_name: 'Lv0' });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Exit successful.')).toBeVisible();
  await page.waitForURL(/\/pc\/?$/);
  await expect(page.locator('.topbar').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 5000 });
  expect(await tokenCookie(page)).toBeUndefined();
  const after = await (await page.request.post('/api/account/logout', { headers: { token: token! } })).json();
  expect(after.code).toBe(-1);

  // Logging back in through the form works, and lands where the shopper was (back_url).
  await page.goto('/pc/account/login');
  await page.getByLabel('Phone / WhatsApp or nickname').fill(`dunes${suffix}`);
  await page.getByLabel('Password').fill('dunes2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('Arabic lays the page out right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/pc/account/login');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى حسابك' })).toBeVisible();
  await page.goto('/pc/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('مرحبًا بكم في Printfront')).toBeVisible();
  await page.screenshot({ path: `${shots}/home-ar.png`, fullPage: true });
});

test('unknown pages show the 404 page and count down home', async ({ page }) => {
  await page.goto('/pc/no/such/page');
  await expect(page.getByRole('heading', { name: 'Sorry, the page you visited is wrong' })).toBeVisible();
  await expect(page.getByText(/Returning to the home page in [1-5] s/)).toBeVisible();
  await page.waitForURL(/\/pc\/?$/, { timeout: 8000 });
});
