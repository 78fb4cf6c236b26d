/**
 * The product studio (/admin/products) against the real server: staff open the studio, find a product, change an
 * option and see the price change, then open the shared link in a new page and get the same configuration and price;
 * the price-impact view answers. Read-only: the journey changes nothing other journeys read. Screenshots in English and
 * Arabic go to tests/e2e/screenshots/studio-*.png.
 */
import type { Browser } from '@playwright/test';
import { consoleAccount, expect, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const staff = consoleAccount();
  await page.goto('/admin/login');
  await page.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

test('staff try a product in the studio and share the configuration as a link', async ({ browser }) => {
  const page = await staffPage(browser);
  await page.getByRole('link', { name: 'Product studio' }).click();
  await expect(page.getByRole('heading', { name: 'Product studio' })).toBeVisible();
  // every product is listed with its status; a folded card warns at its defaults (creasing from 170 gsm)
  await expect(page.locator('tr[data-code="bc_folded"]')).toHaveAttribute('data-status', 'warnings');
  await page.getByLabel('Search').fill('premium business');
  await expect(page.locator('tbody tr[data-code]')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/studio-list.png`, fullPage: true });
  await page.locator('tr[data-code="bc_premium"] a').click();

  await expect(page.getByRole('heading', { name: 'Premium business cards' })).toBeVisible();
  await expect(page.locator('.studio-rules tr[data-message="quote.rule.smaller_than_card"]')).toHaveAttribute('data-state', 'holds');
  const total = page.getByTestId('studio-total');
  const before = await total.innerText();
  await page.locator('.quote-form .qf-field').filter({ hasText: 'Hot foil' }).getByText('No foil', { exact: true }).click();
  await expect(total).not.toHaveText(before);
  await expect(page).toHaveURL(/\/admin\/products\/bc_premium\?.*foil=none/);
  const priced = await total.innerText();
  await page.screenshot({ path: `${shots}/studio-product.png`, fullPage: true });

  // the shared link opens on the same configuration and price
  const link = await page.getByTestId('studio-link').getAttribute('href');
  expect(link).toContain('foil=none');
  const other = await page.context().newPage();
  await other.goto(link ?? '');
  await expect(other.getByTestId('studio-total')).toHaveText(priced);
  await expect(other.locator('.quote-form .qf-choice.is-selected').filter({ hasText: 'No foil' })).toBeVisible();

  // a configuration a rule refuses shows the message at its field and the rule as not holding
  await other.goto('/admin/products/bc_standard?size=custom&width_mm=60&height_mm=40');
  await expect(other.getByTestId('studio-unavailable')).toBeVisible();
  await expect(other.locator('.studio-rules tr[data-message="quote.rule.smaller_than_card"]')).toHaveAttribute('data-state', 'fails');

  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByRole('button', { name: 'Price impact' }).click();
  await expect(page).toHaveURL(/view=impact/);
  await expect(page.locator('.studio-impact-head')).toBeVisible();
  await page.screenshot({ path: `${shots}/studio-impact.png`, fullPage: true });
  await page.context().close();
});

test('the studio in Arabic, right to left', async ({ browser }) => {
  const page = await staffPage(browser);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/admin/products/bc_premium?foil=silver&quantity=1000');
  await expect(page.getByRole('heading', { name: 'القواعد' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'بطاقات أعمال فاخرة' })).toBeVisible();
  await expect(page.getByTestId('studio-total')).toBeVisible();
  await page.screenshot({ path: `${shots}/studio-product-ar.png`, fullPage: true });
  await page.goto('/admin/products?status=warnings');
  await expect(page.locator('tbody tr[data-status="warnings"]').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/studio-list-ar.png`, fullPage: true });
  await page.context().close();
});
