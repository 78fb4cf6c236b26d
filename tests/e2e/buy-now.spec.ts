/**
 * "Buy now" orders exactly what the quote page shows: Buy now on 1,000 cards, leave the confirm page, Buy now on
 * 2,000 → the confirm page checks out 2,000 (not a merged 3,000), and the cart keeps only what was put in it.
 * Screenshots at 1366 px (English) and 390 px (Arabic) go to tests/e2e/screenshots/buy-now-*.png.
 */
import type { Page } from '@playwright/test';
import { apiCustomer, apiPost, expect, test } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function buyNow(page: Page, quantity: number, label: RegExp): Promise<{ quantity: number; price_fils: number }[]> {
  await page.goto(`/pc/custom/bc_standard?quantity=${quantity}`);
  await expect(page.locator('.price-panel')).toHaveAttribute('data-source', 'server');
  const preview = page.waitForResponse((r) => r.url().endsWith('/api/order/preview') && r.request().method() === 'POST');
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/\/pc\/confirm_order\?ids=\d+$/);
  const body = await (await preview).json();
  expect(body.code).toBe(1);
  return body.data.lines;
}

for (const { locale, width, label } of [
  { locale: 'en', width: 1366, label: /^Buy now$/ },
  { locale: 'ar', width: 390, label: /^اشترِ الآن$|^اشتر الآن$/ },
]) {
  test(`Buy now on 1,000 then on 2,000 confirms 2,000, and the cart is left as it was (${locale}, ${width} px)`, async ({ page, request, baseURL }) => {
    const { token } = await apiCustomer(request, `buynow${locale}`);
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'locale', value: locale, url: baseURL! },
    ]);
    // Something already in the cart: the same product at 500.
    await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: { quantity: 500 } }] }, token);

    const first = await buyNow(page, 1000, label);
    expect(first.map((l) => l.quantity)).toEqual([1000]);
    const second = await buyNow(page, 2000, label);
    expect(second.map((l) => l.quantity)).toEqual([2000]);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/buy-now-confirm-${locale}-${width}.png`, fullPage: true });

    const cart = await (await request.get('/api/cart/lists', { headers: { token } })).json();
    expect(cart.data.lists.map((l: { quantity: number }) => l.quantity)).toEqual([500]);
    if (width > 900) await expect(page.locator('.cart-link .badge').first()).toHaveText('1');
  });
}
