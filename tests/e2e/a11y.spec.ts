/**
 * Accessibility audit (issue 16): axe-core over the shopper's pages — home, list, goods, quote, cart, confirm order,
 * payment, orders, order detail and account — in English and in Arabic (right-to-left). Fails on any serious or
 * critical violation of WCAG 2.1 A/AA. Keyboard-only ordering: focus is visible and dialogs keep focus inside.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { apiCustomer, apiPost, expect, test, type Page } from './fixtures';

interface Shopper {
  token: string;
  lineId: number;
  orderId: number;
}

/** A customer with a cart line and an unpaid order (with its design file), all through the API. */
async function shopper(request: APIRequestContext): Promise<Shopper> {
  const { token } = await apiCustomer(request, 'axe');
  const upload = await (
    await request.post('/api/upload/design', { headers: { token }, multipart: { file: { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${Date.now()} ${Math.random()}\n%%EOF\n`) } } })
  ).json();
  expect(upload.code, upload.msg).toBe(1);
  const ordered = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: { quantity: 1000 }, file_id: upload.data.id }] }, token);
  const [address] = (await (await request.get('/api/address/lists', { headers: { token } })).json()).data.lists;
  const preview = await apiPost(request, '/order/preview', { cart_ids: ordered.ids, address_id: address.id, delivery: 'door' }, token);
  const order = await apiPost(
    request,
    '/order/submit',
    { cart_ids: ordered.ids, address_id: address.id, delivery: 'door', agree_terms: true, idempotency_key: `axe${Date.now()}${Math.random().toString(36).slice(2)}`, expected_amount_due_fils: preview.totals.amount_due_fils },
    token,
  );
  const line = await apiPost(request, '/cart/add', { items: [{ code: 'flyer_digital', config: {} }] }, token);
  return { token, lineId: line.ids[0], orderId: order.order_id };
}

async function useSession(page: Page, baseURL: string, token: string, locale: 'en' | 'ar') {
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'locale', value: locale, url: baseURL },
  ]);
}

/** The pages to audit, each with what shows it is ready. */
const pages = (s: Shopper): [name: string, path: string, ready: string][] => [
  ['home', '/pc/', '.category-panel'],
  ['list', '/pc/goods_list/custom', '.goods-card'],
  ['goods', '/pc/goods_details?id=101', '.details-price'],
  ['ready-stock goods', '/pc/goods_details?id=216', '.stk-variant'],
  ['flash sales', '/pc/seckill', '.sk-page h1'],
  ['quote', '/pc/custom/bc_standard', '.price-panel[data-source="server"]'],
  ['cart', '/pc/shop_cart', '.ck-cart-table tbody tr'],
  ['confirm', `/pc/confirm_order?ids=${s.lineId}`, '.ck-total-due'],
  ['payment', `/pc/payment?order_id=${s.orderId}`, '.ck-pay-amount'],
  ['orders', '/pc/user/order', '.ck-order-card'],
  ['order detail', `/pc/user/order/detail?id=${s.orderId}`, '.ck-totals'],
  ['account', '/pc/user/home', '.user-menu'],
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' | ')}`);
}

for (const locale of ['en', 'ar'] as const) {
  test(`axe: no serious or critical violations on the shopper's pages (${locale})`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const s = await shopper(request);
    await useSession(page, baseURL!, s.token, locale);
    const found: Record<string, unknown> = {};
    for (const [name, path, ready] of pages(s)) {
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    }
    expect(found).toEqual({});
  });
}

test('keyboard: focus is visible, and a dialog keeps focus inside until it closes', async ({ page, request, baseURL }) => {
  const s = await shopper(request);
  await useSession(page, baseURL!, s.token, 'en');
  await page.goto('/pc/shop_cart');
  await expect(page.locator('.ck-cart-table tbody tr').first()).toBeVisible();

  // Tab to the first line's checkbox: the focused element draws a visible outline.
  const checkbox = page.locator('.ck-cart-table tbody tr').first().getByRole('checkbox');
  await checkbox.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(checkbox).toBeFocused();
  const outline = await checkbox.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);

  // Select with the keyboard, open the delete dialog with the keyboard: focus moves in and Tab cycles inside.
  const wasChecked = await checkbox.isChecked();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked({ checked: !wasChecked });
  if (wasChecked) await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  const remove = page.getByRole('button', { name: 'Delete selected' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
