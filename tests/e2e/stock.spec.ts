/**
 * Ready stock and flash sales (issue 13):
 * 1. A shopper buys a ready-stock item (category 76: a variant and a quantity on its goods page) together with a
 *    print product in one order and pays it; the stock falls by what was bought.
 * 2. An admin creates a flash sale of one unit in the console; a first shopper buys it now; for a second shopper the
 *    sale shows sold out.
 * Screenshots in English and Arabic go to tests/e2e/screenshots/stock-*.png.
 */
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { apiCustomer, apiPost, consoleAccount, expect, shopperLogIn, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/stock-${name}.png`, fullPage: true });
}

async function apiGet(request: APIRequestContext, path: string, token?: string) {
  const body = await (await request.get(`/api${path}`, { headers: token ? { token } : {} })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

async function inArabic(context: BrowserContext, page: Page) {
  await context.addCookies([{ name: 'locale', value: 'ar', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function shopperPage(browser: Browser, customer: { mobile: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await shopperLogIn(page, customer.mobile, customer.password);
  return { context, page };
}

test('a ready-stock item and a print product in one order, paid by card', async ({ browser, request }) => {
  const customer = await apiCustomer(request, 'stk');
  // The print line: business cards with their design file, put in the cart through the API.
  const upload = await (
    await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${Date.now()} ${Math.random()}\n%%EOF\n`) } } })
  ).json();
  expect(upload.code, upload.msg).toBe(1);
  await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, customer.token);
  const navyBefore = (await apiGet(request, '/stock/variants?goods_id=216')).lists.find((v: { name: string }) => v.name === 'Navy');

  const { context, page } = await shopperPage(browser, customer);
  // The side menu's "Ready stock" leads to category 76 and its goods.
  await page.locator('.side-menu').getByRole('link', { name: 'Ready stock' }).click();
  await expect(page).toHaveURL(/\/pc\/category\?id=76$/);
  await expect(page.getByRole('heading', { name: 'Ready stock', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Plain polyester lanyards/ }).click();
  await expect(page.getByRole('heading', { name: /Plain polyester lanyards/ })).toBeVisible();

  // A variant, a quantity, add to cart; a quantity beyond the stock is refused on the page.
  await page.getByRole('radio', { name: /Navy/ }).check();
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill(String(navyBefore.stock + 1));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('#stk-error')).toHaveText(`Only ${navyBefore.stock} left in stock`);
  await quantity.fill('2');
  await expect(page.locator('.stk-box')).toContainText('Total AED 119.99');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();
  await shoot(page, 'goods');
  await page.getByRole('link', { name: 'View cart' }).click();

  // The cart: the stock line (no design file needed) beside the print line.
  const stockRow = page.locator('.ck-cart-table tbody tr', { hasText: 'Plain polyester lanyards' });
  await expect(stockRow).toContainText('Navy');
  await expect(stockRow).toContainText('No design file needed');
  await expect(stockRow.getByRole('spinbutton')).toHaveValue('2');
  await expect(page.locator('.ck-cart-table tbody tr', { hasText: 'Standard business cards' })).toContainText('card90x54.pdf');
  await shoot(page, 'cart');

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/pc\/confirm_order\?ids=\d+,\d+$/);
  await expect(page.locator('.ck-lines-table')).toContainText('No design file needed');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/pc\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await page.getByRole('radio', { name: /Card payment online/ }).check();
  await page.getByRole('button', { name: /^Pay .*AED/ }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The order holds both lines; the stock fell by what was bought.
  const order = await apiGet(request, `/order/detail?id=${orderId}`, customer.token);
  expect(order.status).toBe('pending_review');
  expect(order.lines.map((l: { code: string }) => l.code).sort()).toEqual(['bc_standard', 'ready_stock']);
  const navyAfter = (await apiGet(request, '/stock/variants?goods_id=216')).lists.find((v: { name: string }) => v.name === 'Navy');
  expect(navyAfter.stock).toBe(navyBefore.stock - 2);
  await page.goto(`/pc/user/order/detail?id=${orderId}`);
  await expect(page.locator('.ck-lines-table')).toContainText('Plain polyester lanyards, 15 mm (pack of 50) — Navy');
  await shoot(page, 'order');

  await inArabic(context, page);
  await expect(page.locator('.ck-lines-table')).toContainText('كحلي');
  await shoot(page, 'order-ar');
  await page.goto('/pc/goods_details/216');
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible();
  await shoot(page, 'goods-ar');
  await context.close();
});

test('a flash sale made in the console sells out for the second shopper', async ({ browser, request }) => {
  // A pen variant of its own with five units (admin API), so no other journey's sale or stock is touched.
  const admin = consoleAccount('admin');
  const { token: adminToken } = await apiPost(request, '/account/login', { account: admin.mobile, password: admin.password });
  const stamp = `${Date.now() % 100_000}`;
  const name = { en: `Green ink ${stamp}`, zh: `绿色笔芯 ${stamp}`, ar: `حبر أخضر ${stamp}`, ja: `緑インク ${stamp}` };
  const variant = await apiPost(request, '/staff/stock/variant', { goods_id: 222, name, price_fils: 2381, is_show: true }, adminToken);
  await apiPost(request, '/staff/stock/adjust', { variant_id: variant.id, delta: 5, reason: 'Delivery from supplier' }, adminToken);

  // The admin creates the sale in the console: one unit at AED 9.50 (excl. VAT), one per customer.
  const consoleContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const consolePage = await consoleContext.newPage();
  await consolePage.goto('/admin/login');
  await consolePage.getByLabel('Mobile number or nickname').fill(admin.mobile);
  await consolePage.getByLabel('Password').fill(admin.password);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(consolePage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Flash sales' }).click();
  await consolePage.getByRole('button', { name: 'New flash sale' }).click();
  await consolePage.getByLabel('Variant').selectOption({ label: `Ballpoint pens, click type (pack of 50) — ${name.en}` });
  await consolePage.getByLabel('Sale price in AED, excl. VAT').fill('30');
  await consolePage.getByLabel('Units for the sale').fill('1');
  await consolePage.getByRole('button', { name: 'Create sale' }).click();
  // The server's check: the price must be below the regular one.
  const refusal = consolePage.getByRole('alertdialog');
  await expect(refusal).toContainText('The sale price must be below the regular price (AED 23.81 excl. VAT).');
  await refusal.getByRole('button', { name: 'Close' }).click();
  await consolePage.getByLabel('Sale price in AED, excl. VAT').fill('9.50');
  await consolePage.getByRole('button', { name: 'Create sale' }).click();
  const row = consolePage.locator('tr[data-sale-id]', { hasText: name.en });
  await expect(row).toContainText('On now');
  const saleId = Number(await row.getAttribute('data-sale-id'));
  await shoot(consolePage, 'console-sales');
  await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Ready stock' }).click();
  await consolePage.getByLabel('Search goods').fill('Ballpoint');
  await expect(consolePage.locator('tbody[data-goods-id]')).toHaveCount(1);
  await expect(consolePage.locator(`tr[data-variant-id="${variant.id}"]`)).toContainText('5');
  await shoot(consolePage, 'console-stock');

  // The first shopper: /seckill → the sale → buy now → confirm order → submitted.
  const first = await apiCustomer(request, 'sk1');
  const one = await shopperPage(browser, first);
  await one.page.locator('.side-menu').getByRole('link', { name: 'Flash sales' }).click();
  await expect(one.page).toHaveURL(/\/pc\/seckill$/);
  const card = one.page.locator(`.sk-card[data-sale-id="${saleId}"]`);
  await expect(card).toContainText('On now');
  await expect(card.getByRole('timer')).toContainText('Ends in');
  await shoot(one.page, 'seckill');
  await card.getByRole('link', { name: 'Buy now' }).click();
  await expect(one.page).toHaveURL(new RegExp(`/pc/goods_details_seckill/${saleId}$`));
  await expect(one.page.getByText('1 of 1 left')).toBeVisible();
  await one.page.getByRole('button', { name: 'Buy now' }).click();
  await expect(one.page).toHaveURL(/\/pc\/confirm_order\?ids=\d+$/);
  await expect(one.page.locator('.ck-lines-table')).toContainText('Flash sale');
  await expect(one.page.locator('.ck-lines-table')).toContainText('AED 9.98');
  await one.page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await one.page.getByRole('button', { name: 'Submit order' }).click();
  await expect(one.page).toHaveURL(/\/pc\/payment\?order_id=\d+$/);
  // The unpaid order asks for no design file: it can be paid from its page.
  const saleOrder = Number(new URL(one.page.url()).searchParams.get('order_id'));
  await one.page.goto(`/pc/user/order/detail?id=${saleOrder}`);
  await expect(one.page.locator('.ck-lines-table')).toContainText('No design file needed');
  await expect(one.page.locator('.ck-pay-actions').getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(one.page.getByText('Add a design file to every line before paying.')).toHaveCount(0);
  await one.context.close();

  // The second shopper finds it sold out: no buy button, the regular price offered instead.
  const second = await apiCustomer(request, 'sk2');
  const two = await shopperPage(browser, second);
  await two.page.goto(`/pc/goods_details_seckill/${saleId}`);
  await expect(two.page.locator('.sk-state')).toHaveText('Sold out');
  await expect(two.page.getByText('Every unit of this sale has been sold.')).toBeVisible();
  await expect(two.page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await expect(two.page.getByRole('link', { name: 'Buy at the regular price' })).toHaveAttribute('href', '/pc/goods_details/222');
  await shoot(two.page, 'sale-sold-out');
  const refused = await (await request.post('/api/seckill/buy', { headers: { token: second.token }, data: { id: saleId, quantity: 1 } })).json();
  expect(refused).toMatchObject({ code: 0, msg: 'This flash sale is sold out.' });
  await inArabic(two.context, two.page);
  await expect(two.page.locator('.sk-state')).toHaveText('نفدت الكمية');
  await shoot(two.page, 'sale-sold-out-ar');
  await two.page.goto('/pc/seckill');
  await expect(two.page.locator(`.sk-card[data-sale-id="${saleId}"]`)).toBeVisible();
  await shoot(two.page, 'seckill-ar');
  await two.context.close();

  // What sold, in the console.
  await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Flash sales' }).click();
  await consolePage.locator(`tr[data-sale-id="${saleId}"]`).getByRole('button', { name: 'What sold' }).click();
  await expect(consolePage.getByRole('dialog')).toContainText('Unpaid');
  await consoleContext.close();
});
