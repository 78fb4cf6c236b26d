/**
 * Screens show what the server holds now:
 * 1. After staff decide an application, the same tab's next visit to that order's after-sales form offers the line
 *    again (not "already in application" from the answer cached on the first visit), and the application goes in.
 * 2. "My orders" clicked while on My orders loads the list again: an order placed meanwhile (another tab) shows.
 * Screenshots: freshness-*.png (English 1366 px, Arabic 390 px).
 */
import type { APIRequestContext } from '@playwright/test';
import { apiCustomer, apiPost, deliveredOrder, expect, staffToken, test } from './fixtures';

const shots = 'tests/e2e/screenshots';


async function placeOrder(request: APIRequestContext, token: string): Promise<{ order_id: number; order_sn: string }> {
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {} }] }, token);
  const { lists } = await (await request.get('/api/address/lists', { headers: { token } })).json().then((b) => b.data);
  const body = { cart_ids: added.ids, address_id: lists[0].id, delivery: 'door' };
  const preview = await apiPost(request, '/order/preview', body, token);
  return apiPost(request, '/order/submit', { ...body, agree_terms: true, idempotency_key: `fresh${Date.now()}${Math.floor(Math.random() * 1e6)}`, expected_amount_due_fils: preview.totals.amount_due_fils }, token);
}

test('after staff refuse an application, the after-sales form in the same tab offers the line again and the application goes in', async ({ page, request, baseURL }) => {
  const customer = await apiCustomer(request, 'fresh');
  const staff = await staffToken(request);
  await page.context().addCookies([{ name: 'token', value: customer.token, url: baseURL! }]);
  const order = await deliveredOrder(page, request, customer, staff);
  const info = await (await request.get(`/api/afterSales/applyInfo?order_id=${order.order_id}`, { headers: { token: customer.token } })).json();
  const line = info.data.lines[0];
  const first = await apiPost(request, '/afterSales/apply', { order_id: order.order_id, type: 'refund', reason: 'print_quality', explanation: 'Smudged', lines: [{ line_id: line.id, quantity: line.quantity }], image_ids: [], idempotency_key: `first${Date.now()}` }, customer.token);

  await page.goto(`/pc/user/after_sales/apply_sale?order_id=${order.order_id}`);
  await expect(page.getByText('Every item of this order already has an application in progress.')).toBeVisible();
  await page.locator('.ck-back a').click();
  await page.waitForURL(/\/pc\/user\/after_sales$/);
  // The list page is on screen (its code loaded): the form page has left, so coming back mounts it anew. Going back
  // while the list's code is still loading would keep the form page itself on screen, with nothing to read again.
  await expect(page.getByRole('heading', { level: 1, name: 'After-sales', exact: true })).toBeVisible();

  // Staff refuse it (in the console; here through the staff API).
  await apiPost(request, '/staff/afterSales/refuse', { id: first.id, reason: 'The print matches the approved proof.' }, staff);

  await page.goBack(); // the same tab, no reload: the form page again
  await page.waitForURL(/apply_sale\?order_id=/);
  await expect(page.getByText('Every item of this order already has an application in progress.')).toHaveCount(0);
  await page.locator('input[type="checkbox"]').first().waitFor();
  await page.screenshot({ path: `${shots}/freshness-after-sales-en-1366.png`, fullPage: true });
  await page.locator('#as-reason').selectOption('print_quality');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/afterSales/apply'));
  await page.getByRole('button', { name: 'Submit application' }).click();
  expect((await (await sent).json()).code).toBe(1);
});

for (const { locale, width, myOrders } of [
  { locale: 'en', width: 1366, myOrders: 'My orders' },
  { locale: 'ar', width: 390, myOrders: null },
]) {
  test(`"My orders" clicked on My orders shows an order placed meanwhile (${locale}, ${width} px)`, async ({ page, request, baseURL }) => {
    const { token } = await apiCustomer(request, `myorders${locale}`);
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'locale', value: locale, url: baseURL! },
    ]);
    const first = await placeOrder(request, token);
    await page.goto('/pc/user/order');
    await expect(page.getByText(first.order_sn)).toBeVisible();
    const second = await placeOrder(request, token); // another tab
    const link = myOrders ? page.getByRole('link', { name: myOrders }).first() : page.locator('a[href$="/pc/user/order"]').first();
    if (width < 900) await page.locator('a[href$="/pc/user/order"]').first().dispatchEvent('click');
    else await link.click();
    await expect(page.getByText(second.order_sn)).toBeVisible();
    await page.screenshot({ path: `${shots}/freshness-my-orders-${locale}-${width}.png`, fullPage: true });
  });
}
