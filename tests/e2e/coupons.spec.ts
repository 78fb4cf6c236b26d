/**
 * Coupons (issue 13), against two servers of its own whose shop clock is pinned with SHOP_CLOCK (config.ts; tests and
 * development only): one on a member day (3 December), one on an ordinary day (10 December).
 * 1. An admin creates a coupon in the console → a customer claims it in the claim centre → uses it at checkout (the
 *    best coupon is suggested; the amount due drops by the server's figure) → cancels the unpaid order → the coupon
 *    is usable again under My coupons.
 * 2. The member-day coupon is offered on the 1st–5th only.
 * Screenshots in English and Arabic go to tests/e2e/screenshots/coupons-*.png.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { apiCustomer, apiPost, expect, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';
const basePort = Number(process.env.E2E_PORT || 3199);
const ADMIN_MOBILE = '+971500000950';

interface Shop {
  url: string;
  admin: { mobile: string; password: string };
  server: ChildProcess;
  dataDir: string;
}

/** A server of its own (`npm start`'s code path) on a fresh embedded database, its clock at `clock`, with an admin. */
async function startShop(port: number, clock: string): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'printfront-e2e-coupons-'));
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHOP_CLOCK: clock, DATABASE_URL: '' };
  const added = spawnSync('npx', ['tsx', 'scripts/staff-add.ts', '--mobile', ADMIN_MOBILE, '--role', 'admin', '--nickname', `coupon_admin${port}`], { env, encoding: 'utf8' });
  const password = /password \(shown once\): (\S+)/.exec(added.stdout)?.[1];
  if (!password) throw new Error(`staff:add failed: ${added.stdout}${added.stderr}`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${url}/api/config/getconfig`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, admin: { mobile: ADMIN_MOBILE, password }, server, dataDir };
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`the coupons server on ${port} did not start`);
}

async function stopShop(shop: Shop | undefined) {
  if (!shop) return;
  const exited = new Promise((r) => shop.server.once('exit', r));
  shop.server.kill('SIGTERM');
  await exited;
  rmSync(shop.dataDir, { recursive: true, force: true });
}

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/coupons-${name}.png`, fullPage: true });
}

async function inArabic(context: BrowserContext, url: string, page: Page) {
  await context.addCookies([{ name: 'locale', value: 'ar', url }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function inEnglish(context: BrowserContext, url: string, page: Page) {
  await context.addCookies([{ name: 'locale', value: 'en', url }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

function designPdf() {
  return { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% coupons ${Date.now()} ${Math.random()}\n%%EOF\n`) };
}

async function newContext(browser: Browser, shop: Shop) {
  return browser.newContext({ baseURL: shop.url, viewport: { width: 1366, height: 900 } });
}

test.describe.configure({ mode: 'serial' });

let memberDay: Shop | undefined;
let ordinaryDay: Shop | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [memberDay, ordinaryDay] = await Promise.all([startShop(basePort + 1, '2026-12-03T10:00:00+04:00'), startShop(basePort + 2, '2026-12-10T10:00:00+04:00')]);
});

test.afterAll(async () => {
  await Promise.all([stopShop(memberDay), stopShop(ordinaryDay)]);
});

test('claim a coupon → use it at checkout (the server\'s discount) → cancel the unpaid order → the coupon is usable again', async ({ browser }) => {
  test.setTimeout(180_000);
  const shop = memberDay!;
  const request: APIRequestContext = await playwrightRequest.newContext({ baseURL: shop.url });

  // The admin creates a coupon for every customer in the console.
  const adminContext = await newContext(browser, shop);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin/');
  await adminPage.getByLabel('Mobile number or nickname').fill(shop.admin.mobile);
  await adminPage.getByLabel('Password').fill(shop.admin.password);
  await adminPage.getByRole('button', { name: 'Sign in' }).click();
  await adminPage.getByRole('link', { name: 'Coupons' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expect(adminPage.locator('.adm-table')).toContainText('Trial voucher AED 10');
  await adminPage.getByRole('button', { name: 'New coupon' }).click();
  await adminPage.getByRole('button', { name: 'Create coupon' }).click();
  await expect(adminPage.getByText('Please fill this in.').first()).toBeVisible();
  await adminPage.getByLabel('Name (English)').fill('Welcome AED 20');
  await adminPage.getByLabel('Name (Chinese)').fill('欢迎礼 20 迪拉姆');
  await adminPage.getByLabel('Name (Arabic)').fill('ترحيب 20 درهمًا');
  await adminPage.getByLabel('Name (Japanese)').fill('ウェルカム 20 AED');
  await adminPage.getByLabel('Amount off (AED)').fill('20');
  await adminPage.getByLabel('Who may claim').selectOption('everyone');
  await adminPage.getByLabel('Stock').fill('5');
  await adminPage.getByRole('button', { name: 'Create coupon' }).click();
  const row = adminPage.locator('.adm-table tr', { hasText: 'Welcome AED 20' });
  await expect(row).toContainText('0 / 5');
  await expect(row).toContainText('Every customer');
  await shoot(adminPage, 'console-en');
  await inArabic(adminContext, shop.url, adminPage);
  await expect(adminPage.getByRole('heading', { name: 'القسائم', level: 1 })).toBeVisible();
  await shoot(adminPage, 'console-ar');

  // A customer claims it in the claim centre (a member day: the member-day coupon is offered, for members only).
  const customer = await apiCustomer(request, 'cpn');
  const context = await newContext(browser, shop);
  const page = await context.newPage();
  await page.goto('/pc/account/login');
  await page.getByLabel('Phone / WhatsApp or nickname').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/user\/coupons$/);
  await expect(page.getByText('You have no usable coupons.')).toBeVisible();
  await page.getByRole('link', { name: 'Get coupons' }).click();
  await expect(page).toHaveURL(/\/pc\/get_coupons$/);
  await expect(page.getByTestId('member-day-banner')).toContainText('It is member day');
  const memberDayOffer = page.locator('.coupon-ticket', { hasText: 'Member day: AED 50 off AED 1,000' });
  await expect(memberDayOffer).toContainText('For members only');
  const welcome = page.locator('.coupon-ticket', { hasText: 'Welcome AED 20' });
  await welcome.getByRole('button', { name: 'Claim: Welcome AED 20' }).click();
  await expect(page.getByText('Coupon claimed. Find it under My coupons.')).toBeVisible();
  await expect(welcome).toContainText('Limit reached');
  await expect(welcome).toContainText('Claimed 1 of 1');
  await shoot(page, 'centre-en');
  await inArabic(context, shop.url, page);
  await expect(page.getByRole('heading', { name: 'احصل على القسائم' })).toBeVisible();
  await shoot(page, 'centre-ar');
  await inEnglish(context, shop.url, page);

  // Checkout: the coupon is suggested and applied; the amount due is the server's figure with the coupon.
  const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: designPdf() } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, customer.token);
  const addressId: number = (await (await request.get('/api/address/lists', { headers: { token: customer.token } })).json()).data.lists[0].id;
  const plain = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, customer.token);
  expect(plain.coupons).toHaveLength(1);
  const couponId: number = plain.best_coupon_id;
  const discounted = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door', coupon_id: couponId }, customer.token);
  expect(discounted.totals.discount_fils).toBe(2000);
  expect(plain.totals.amount_due_fils - discounted.totals.amount_due_fils).toBe(2100); // AED 20 off before 5% VAT

  await page.goto(`/pc/confirm_order?ids=${added.ids.join(',')}`);
  const couponRadio = page.getByRole('radio', { name: 'Welcome AED 20' });
  await expect(couponRadio).toBeChecked();
  await expect(page.locator('.ck-coupon.is-chosen')).toContainText('Best saving');
  await expect(page.locator('.ck-total-discount dd')).toHaveText(/^−AED\s20\.00$/);
  const due = page.locator('.ck-total-due dd');
  await expect(due).toHaveText(new RegExp(`^AED\\s${(discounted.totals.amount_due_fils / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}$`));
  // Choosing no coupon shows the server's undiscounted figure; choosing it again brings the discount back.
  await page.getByRole('radio', { name: "Don't use a coupon" }).check();
  await expect(page.locator('.ck-total-discount dd')).toHaveText(/^AED\s0\.00$/);
  await couponRadio.check();
  await expect(page.locator('.ck-total-discount dd')).toHaveText(/^−AED\s20\.00$/);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await shoot(page, 'confirm-en');
  await inArabic(context, shop.url, page);
  await expect(page.getByRole('radio', { name: 'ترحيب 20 درهمًا' })).toBeChecked();
  await shoot(page, 'confirm-ar');
  await inEnglish(context, shop.url, page);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/pc\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const order = (await (await request.get(`/api/order/detail?id=${orderId}`, { headers: { token: customer.token } })).json()).data;
  expect(order.totals).toMatchObject({ discount_fils: 2000, amount_due_fils: discounted.totals.amount_due_fils });

  // My coupons: used on that order.
  await page.goto('/pc/user/coupons?tab=used');
  await expect(page.getByTestId('my-coupons')).toContainText('Welcome AED 20');
  await expect(page.getByRole('link', { name: 'Used on order' })).toHaveAttribute('href', `/pc/user/order/detail?id=${orderId}`);

  // Cancel the unpaid order: the coupon is usable again.
  await page.goto('/pc/user/order?tab=unpaid');
  const card = page.locator(`.ck-order-card[data-order-id="${orderId}"]`);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('No orders here yet.')).toBeVisible();
  await page.locator('.user-menu').getByRole('link', { name: 'My coupons' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/coupons$/);
  const usable = page.getByTestId('my-coupons');
  await expect(usable).toContainText('Welcome AED 20');
  await expect(page.getByRole('tab', { name: /Used/ })).not.toContainText('1');
  await shoot(page, 'mine-en');
  await inArabic(context, shop.url, page);
  await expect(page.getByRole('heading', { name: 'قسائمي' })).toBeVisible();
  await shoot(page, 'mine-ar');

  // Help article 6 leads to the coupon pages.
  await inEnglish(context, shop.url, page);
  await page.goto('/pc/news_list/detail?id=6');
  await page.locator('.article-links').getByRole('link', { name: 'Get coupons' }).click();
  await expect(page).toHaveURL(/\/pc\/get_coupons$/);
  await expect(page.getByRole('heading', { name: 'Get coupons' })).toBeVisible();
  await request.dispose();
});

test('the member-day coupon is offered on the 1st–5th of the month only', async ({ browser }) => {
  for (const [shop, offered] of [
    [ordinaryDay!, false],
    [memberDay!, true],
  ] as const) {
    const context = await newContext(browser, shop);
    const page = await context.newPage();
    await page.goto('/pc/get_coupons');
    await expect(page.getByTestId('coupon-offers')).toContainText('Trial voucher AED 10');
    await expect(page.locator('.coupon-ticket', { hasText: 'Member day: AED 50 off AED 1,000' })).toHaveCount(offered ? 1 : 0);
    await expect(page.getByTestId('member-day-banner')).toContainText(offered ? 'It is member day' : 'Member day runs from the 1st to the 5th');
    // A guest is asked to log in to claim.
    await expect(page.locator('.coupon-ticket', { hasText: 'Trial voucher AED 10' }).getByRole('link', { name: 'Log in to claim' })).toBeVisible();
    if (!offered) await shoot(page, 'centre-ordinary-day-en');
    await context.close();
  }
});
