/**
 * The price-label rule (issue 16) on the pages that list and quote products: every amount says whether it includes
 * VAT, and every "from" price is the quote engine's figure (VAT included) with that label. The cart, confirm-order
 * and order pages are checked in checkout.spec.ts's main journey.
 */
import { expect, test } from './fixtures';

const FROM = /^from AED\s[\d,]+\.\d\d incl\. VAT$/;

/** "AED 1,234.50" → 123450 fils. */
function fils(text: string): number {
  const match = /AED\s*([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

test('list and goods pages: "from" prices are labelled VAT included and nothing says prices exclude VAT', async ({ page }) => {
  await page.goto('/pc/goods_list/custom');
  const prices = page.locator('.goods-card .goods-price');
  await expect(prices).toHaveCount(20);
  for (const text of await prices.allTextContents()) expect(text).toMatch(FROM);
  await expect(page.getByText(/exclude/i)).toHaveCount(0);

  await page.goto('/pc/goods_details?id=101');
  const from = page.locator('.details-price');
  await expect(from).toHaveText(FROM);
  await expect(page.locator('.details-vat')).toHaveText('Prices include 5% VAT; delivery is chosen and charged at checkout.');
  await expect(page.getByText(/exclude/i)).toHaveCount(0);
  const fromFils = fils((await from.textContent())!);

  // The same product's quote page: the "from" figure is the lowest total of its quotation scheme at default options.
  await page.getByRole('link', { name: 'Configure and get the exact price' }).click();
  await expect(page.getByTestId('quote-total')).toBeVisible();
  const scheme = page.locator('.scheme-table');
  await expect(scheme.getByRole('columnheader', { name: 'Total incl. VAT' })).toBeVisible();
  await expect(scheme.getByRole('columnheader', { name: 'Unit price incl. VAT' })).toBeVisible();
  const totals = (await scheme.locator('tbody tr td:first-of-type').allTextContents()).filter((t) => t.includes('AED')).map(fils);
  expect(totals.length).toBeGreaterThan(0);
  expect(Math.min(...totals)).toBe(fromFils);
});

test('quote page: total, unit price, subtotal and VAT each say how VAT is counted', async ({ page }) => {
  await page.goto('/pc/custom/bc_standard');
  const panel = page.locator('.price-panel');
  await expect(panel.getByTestId('quote-total')).toContainText('AED');
  await expect(panel.locator('.price-total')).toContainText('Total incl. VAT');
  await expect(panel.locator('.price-facts dt')).toContainText(['Unit price incl. VAT', 'Quantity', 'Subtotal excl. VAT', 'VAT 5%']);
  // The figures agree: subtotal + VAT = total.
  const total = fils((await panel.getByTestId('quote-total').textContent())!);
  const subtotal = fils((await panel.locator('.price-facts div', { hasText: 'Subtotal excl. VAT' }).locator('dd').textContent())!);
  const vat = fils((await panel.getByTestId('quote-vat').textContent())!);
  expect(subtotal + vat).toBe(total);
});

test('a sub-category list is titled with its name and counts its products in the plural forms', async ({ page }) => {
  await page.goto('/pc/goods_list?category_id=7621');
  await expect(page.getByRole('heading', { level: 1, name: 'Banner stands & frames' })).toBeVisible();
  await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText('Banner stands & frames');
  // The heading comes from the category call and the cards from the goods call: wait for the list to arrive before counting it.
  await expect(page.locator('.result-count')).toHaveText(/^\d+ products$/);
  await expect(page.locator('.goods-card').first()).toBeVisible();
  const count = await page.locator('.goods-card').count();
  expect(count).toBeGreaterThan(1);
  await expect(page.locator('.result-count')).toHaveText(`${count} products`);
  await page.goto('/pc/goods_list?category_id=1011');
  await expect(page.getByRole('heading', { level: 1, name: 'Standard business cards' })).toBeVisible();
  await expect(page.locator('.result-count')).toHaveText('1 product');
});
