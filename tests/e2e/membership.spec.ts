/**
 * Membership, favourites and reviews (issue 13; docs/membership.md, docs/reviews.md):
 * 1. a received order grants growth points and the level goes up on the membership centre (English and Arabic);
 *    favourites kept from a quote page and a goods page are listed at /user/collection, and one is removed;
 *    "Become an annual member" opens the payment page of an AED 10,000 order;
 * 2. a line of a received order is reviewed with stars, text and a picture; the goods page shows it with the
 *    average; staff hide it in the console with a reason and the goods page no longer shows it.
 * Everything else (rules, races, refusals) is in the API tests. Screenshots go to tests/e2e/screenshots/membership-*.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiCustomer, apiPost, consoleAccount, expect, pngFile, shopperLogIn, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/membership-${name}.png`, fullPage: true });
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const staff = consoleAccount();
  const { token } = await apiPost(request, '/account/login', { account: staff.mobile, password: staff.password });
  return token as string;
}

/** An order of business cards paid by sandbox card and delivered by staff (through the API): ready for receipt. */
async function deliveredOrder(request: APIRequestContext, customer: { token: string }, quantity: number) {
  const file = { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${uniqueStamp()} ${Math.random()}\n%%EOF\n`) };
  const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: { quantity }, file_id: upload.data.id }] }, customer.token);
  const { lists } = await (await request.get('/api/address/lists', { headers: { token: customer.token } })).json().then((b) => b.data as { lists: { id: number }[] });
  const addressId = lists[0]!.id;
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, customer.token);
  const order = await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: `member${Date.now()}${uniqueStamp()}`, expected_amount_due_fils: preview.totals.amount_due_fils },
    customer.token,
  );
  const pay = await apiPost(request, '/pay/prepay', { order_id: order.order_id, method: 'online' }, customer.token);
  const session = new URL(pay.redirect_url as string, 'http://shop').searchParams.get('session');
  await apiPost(request, '/pay/sandbox/complete', { session, outcome: 'success' });
  const staff = await staffToken(request);
  const version = async () => (await (await request.get(`/api/staff/order/detail?id=${order.order_id}`, { headers: { token: staff } })).json()).data.version as number;
  for (const event of ['review_ok', 'produce', 'stock']) await apiPost(request, '/staff/order/move', { id: order.order_id, version: await version(), event }, staff);
  await apiPost(request, '/staff/order/ship', { id: order.order_id, version: await version(), courier: 'Aramex', tracking_no: `AX${uniqueStamp()}` }, staff);
  await apiPost(request, '/staff/order/move', { id: order.order_id, version: await version(), event: 'deliver' }, staff);
  return { id: order.order_id as number, amountDueFils: preview.totals.amount_due_fils as number };
}

async function goodsIdOf(request: APIRequestContext, code: string): Promise<number> {
  return (await (await request.get(`/api/quote/schema?code=${code}`)).json()).data.goods_id as number;
}

test('a received order raises the level on the membership centre; favourites from a quote page and a goods page; the annual membership is paid like an order', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const customer = await apiCustomer(request, 'member');
  // Business cards of about AED 360: 1 point per AED paid → Lv2 (200 points).
  const order = await deliveredOrder(request, customer, 5000);
  const points = Math.floor(order.amountDueFils / 100);

  await shopperLogIn(page, customer.mobile, customer.password);
  await page.goto('/pc/user/home');
  await page.getByRole('navigation', { name: 'Account centre' }).getByRole('link', { name: 'Membership centre' }).click();
  await expect(page.getByRole('heading', { name: 'Membership centre', level: 1 })).toBeVisible();
  await expect(page.getByTestId('member-level-name')).toHaveText('Lv0');
  // Level names are isolated (bidi marks) inside sentences, so match around them.
  await expect(page.getByText(/10 more points to \W*Lv1/)).toBeVisible();

  // Confirming receipt closes the order: its points count at once and the level rises.
  await page.goto(`/pc/user/order/detail?id=${order.id}`);
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.locator('.ck-detail-sn .ck-status')).toHaveText('Closed');
  await page.goto('/pc/user/member');
  await expect(page.getByTestId('member-level-name')).toHaveText('Lv2');
  await expect(page.getByTestId('member-points')).toHaveText(`${points} growth points in the last 90 days`);
  await expect(page.getByText(new RegExp(`${500 - points} more points to \\W*Lv3`))).toBeVisible();
  await expect(page.getByTestId('member-perks')).toContainText('5% off');
  await expect(page.getByTestId('growth-records')).toContainText('Order received');
  await expect(page.getByTestId('growth-records')).toContainText(`+${points}`);
  await expect(page.locator('.user-menu')).toBeVisible();
  await shoot(page, 'centre-en');

  await context.addCookies([{ name: 'locale', value: 'ar', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'مركز العضوية', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('member-level-name')).toHaveText('Lv2');
  await shoot(page, 'centre-ar');
  await context.addCookies([{ name: 'locale', value: 'en', url: new URL(page.url()).origin }]);

  // Favourites: the heart on a quote page and on a goods page; both are listed, one is removed.
  await page.goto('/pc/custom/flyer_digital');
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'In your favourites' })).toHaveAttribute('aria-pressed', 'true');
  const cards = await goodsIdOf(request, 'bc_standard');
  await page.goto(`/pc/goods_details?id=${cards}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'In your favourites' })).toBeVisible();
  await page.goto('/pc/user/collection');
  const kept = page.getByTestId('favorites');
  await expect(kept.locator('li')).toHaveCount(2);
  await expect(kept.locator('li').first()).toContainText('Standard business cards');
  await shoot(page, 'favourites-en');
  await kept.getByRole('button', { name: /Remove .*business cards/ }).click();
  await expect(kept.locator('li')).toHaveCount(1);
  await kept.getByRole('link', { name: 'Get a quote' }).click();
  await expect(page).toHaveURL(/\/pc\/custom/);
  await expect(page.getByRole('button', { name: 'In your favourites' })).toBeVisible();

  // The annual membership is an order of AED 10,000: over the online limit, a bank transfer (or balance) pays it.
  await page.goto('/pc/user/member');
  await page.getByRole('button', { name: 'Become an annual member' }).click();
  await expect(page).toHaveURL(/\/pc\/payment\?order_id=\d+/);
  await expect(page.locator('.ck-pay-amount')).toContainText('10,000.00');
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Card/ })).toBeDisabled();
  await page.goto('/pc/user/member');
  await expect(page.getByText(/Your annual membership order .* is waiting for payment/)).toBeVisible();
});

test('a received line is reviewed with stars, text and a picture; the goods page shows it with the average; staff hide it', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const customer = await apiCustomer(request, 'review');
  const order = await deliveredOrder(request, customer, 500);
  await apiPost(request, '/order/confirmReceipt', { id: order.id }, customer.token);
  const words = `Sharp print and thick card ${uniqueStamp()}`;

  await shopperLogIn(page, customer.mobile, customer.password);
  await page.goto('/pc/user/evaluation');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await page.getByTestId('lines-to-review').getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/evaluation\/evaluate\?line_id=\d+/);
  // The form says what is missing before sending.
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Please choose 1 to 5 stars.')).toBeVisible();
  await page.getByLabel('4 stars').check({ force: true });
  await page.getByLabel('Your review').fill(words);
  await page.getByTestId('rv-image-input').setInputFiles(pngFile('cards.png', 40, 30, (x) => [20 + x * 5, 120, 80]));
  await expect(page.getByTestId('rv-image')).toHaveCount(1);
  await shoot(page, 'review-form-en');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await expect(page.getByTestId('my-reviews')).toContainText(words);
  await expect(page.getByTestId('my-reviews').locator('.rv-thumb img')).toHaveCount(1);

  const cards = await goodsIdOf(request, 'bc_standard');
  await page.goto(`/pc/goods_details?id=${cards}`);
  const reviews = page.getByTestId('goods-reviews');
  await expect(reviews).toContainText(words);
  await expect(reviews.getByTestId('reviews-average')).toHaveText(/^\d\.\d$/);
  await expect(page.getByTestId('reviews-summary')).toBeVisible();
  await expect(reviews.locator(`[data-review-id] img`).first()).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await shoot(page, 'goods-reviews-en');

  // Staff hide it with a reason; the goods page no longer shows it.
  const consolePage = await (await browser.newContext()).newPage();
  const staff = consoleAccount();
  await consolePage.goto('/admin/login');
  await consolePage.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await consolePage.getByLabel('Password').fill(staff.password);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  const row = consolePage.getByTestId('staff-reviews').locator('tr', { hasText: words });
  await expect(row).toBeVisible();
  await shoot(consolePage, 'console-reviews-en');
  await row.getByRole('button', { name: 'Hide' }).click();
  await consolePage.getByRole('dialog').getByLabel('Reason').fill('Test of moderation');
  await consolePage.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(row.locator('.adm-badge')).toHaveText('Hidden');
  await page.reload();
  await expect(page.getByTestId('goods-reviews')).not.toContainText(words);
  await page.goto('/pc/user/evaluation?tab=mine');
  await expect(page.getByTestId('my-reviews')).toContainText('Hidden by the shop: Test of moderation');
});
