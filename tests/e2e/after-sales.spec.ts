/**
 * After-sales (issue 12) against the real server: an order paid by card and driven to delivered by the staff account
 * of staff-account.txt (through the staff API, so it runs on the embedded database too) → the shopper applies for a
 * refund with 2 pictures (a 2 MB picture refused) → staff look at the pictures and approve in the console → the
 * refund shows on the application; a reprint (a 4th picture refused) → staff approve → the new linked order; a third
 * application is withdrawn. Screenshots in English and Arabic go to tests/e2e/screenshots/after-sales-*.png.
 */
import type { Browser } from '@playwright/test';
import { apiCustomer, consoleAccount, deliveredOrder, expect, pngFile, shopperLogIn, staffToken, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/after-sales-${name}.png`, fullPage: true });
}

function photo(name: string) {
  const shade = Math.floor(Math.random() * 120);
  return pngFile(name, 160, 120, (_x, y) => (y % 30 < 15 ? [200, 60 + shade, 60] : [240, 230, 120 + (shade % 100)]));
}


async function consolePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const staff = consoleAccount();
  await page.goto('/admin/');
  await page.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

/** Staff open the customer's newest application from the after-sales queue. */
async function openInConsole(console_: Page, sn: string) {
  await console_.goto('/admin/after-sales');
  await console_.getByRole('link', { name: sn }).click();
  await expect(console_.getByRole('heading', { level: 1 })).toContainText(sn);
}

test('after-sales: refund with 2 pictures → staff approve → refund shows; reprint → linked order; withdraw', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const customer = await apiCustomer(request, 'aft');
  const staff = await staffToken(request);
  await shopperLogIn(page, customer.mobile, customer.password);
  const order = await deliveredOrder(page, request, customer, staff);

  // The delivered order offers "After-sales" in the list; no account-centre link leads to the 404 page.
  await page.goto('/pc/user/order');
  const card = page.locator(`[data-order-id="${order.order_id}"]`);
  for (const link of await page.locator('.user-menu a').all()) {
    const href = await link.getAttribute('href');
    if (!href) continue;
    await page.goto(href);
    await expect(page.getByText('Sorry, the page you visited is wrong')).toHaveCount(0);
  }
  await page.goto('/pc/user/order');
  await card.getByRole('link', { name: 'After-sales' }).click();
  await expect(page.getByRole('heading', { name: 'Apply for after-sales' })).toBeVisible();

  // Refund, a reason, an explanation, two pictures; a 2 MB picture is refused with a clear message.
  await page.getByLabel('Refund').check();
  await page.getByLabel('Reason').selectOption({ label: 'Print quality problem' });
  await page.getByLabel('Explanation').fill('The colours are washed out on every card.');
  const input = page.getByTestId('as-image-input');
  await input.setInputFiles(photo('front.png'));
  await expect(page.getByTestId('as-image')).toHaveCount(1);
  await input.setInputFiles(photo('back.png'));
  await expect(page.getByTestId('as-image')).toHaveCount(2);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([photo('x').buffer, Buffer.alloc(2 * 1024 * 1024)]) });
  await expect(page.getByRole('alert')).toHaveText('huge.png is too large: pictures must be 1 MB or less.');
  await expect(page.getByTestId('as-image')).toHaveCount(2);
  await shoot(page, 'apply-en');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.locator('.as-result')).toContainText(/AS\d+/);
  const sn = /AS\d+/.exec((await page.locator('.as-result').textContent()) ?? '')?.[0] ?? '';
  expect(sn).not.toBe('');
  await shoot(page, 'result-en');
  await page.getByRole('link', { name: 'View the application' }).click();
  await expect(page.locator('.as-status')).toHaveText('In progress');
  await expect(page.locator('.as-thumb img')).toHaveCount(2);

  // Staff look at the pictures and approve the refund (the amount offered is what may be refunded).
  const console_ = await consolePage(browser);
  await openInConsole(console_, sn);
  await expect(console_.getByTestId('staff-as-image').locator('img')).toHaveCount(2);
  await shoot(console_, 'console-en');
  await console_.getByRole('button', { name: 'Approve refund' }).click();
  await expect(console_.locator('.adm-page-head .adm-badge')).toHaveText('Processed');
  await expect(console_.getByText('Approve after-sales refund')).toBeVisible();
  await shoot(console_, 'console-refunded-en');

  // The refund shows on the application and on the order.
  await page.reload();
  await expect(page.locator('.as-status')).toHaveText('Processed');
  await expect(page.getByTestId('as-refund')).toContainText('AED');
  await shoot(page, 'detail-refunded-en');

  // A reprint of the same line: a 4th picture is refused; staff approve; the new order is linked to the original.
  await page.goto(`/pc/user/after_sales/apply_sale?order_id=${order.order_id}`);
  await page.getByLabel('Reprint').check();
  await page.getByLabel('Reason').selectOption({ label: 'Wrong content or design' });
  for (const [i, name] of ['a.png', 'b.png', 'c.png'].entries()) {
    await input.setInputFiles(photo(name));
    await expect(page.getByTestId('as-image')).toHaveCount(i + 1);
  }
  await page.getByRole('button', { name: 'Add a picture' }).click();
  await expect(page.getByRole('alert')).toHaveText('You can add at most 3 pictures.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page.locator('.as-result')).toContainText(/AS\d+/);
  const reprintSn = /AS\d+/.exec((await page.locator('.as-result').textContent()) ?? '')?.[0] ?? '';
  await openInConsole(console_, reprintSn);
  await console_.getByRole('button', { name: 'Approve reprint' }).click();
  await console_.getByRole('dialog').getByRole('button', { name: 'Approve reprint' }).click();
  await expect(console_.locator('.adm-page-head .adm-badge')).toHaveText('Processed');
  await page.goto('/pc/user/after_sales?tab=processed');
  await page.locator('.as-card', { hasText: reprintSn }).getByRole('link', { name: 'Details' }).click();
  await page.getByTestId('as-reprint').click();
  await expect(page.getByTestId('reprint-of')).toHaveText(order.order_sn);
  await expect(page.locator('.ck-user-page')).toContainText('Proof approved');
  await shoot(page, 'reprint-order-en');

  // A third application, withdrawn by the shopper while in progress.
  await page.goto(`/pc/user/after_sales/apply_sale?order_id=${order.order_id}`);
  await page.getByLabel('Reason').selectOption({ label: 'Other' });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await page.goto('/pc/user/after_sales?tab=in_progress');
  await expect(page.locator('.as-card')).toHaveCount(1);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('.as-card')).toHaveCount(0);
  await page.goto('/pc/user/after_sales');
  await expect(page.locator('.as-card')).toHaveCount(3);
  await expect(page.locator('.as-card').first().locator('.as-status')).toHaveText('Withdrawn');
  await shoot(page, 'list-en');

  // Arabic: right to left, every text translated.
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
  await page.goto('/pc/user/after_sales');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.as-card').first().locator('.as-status')).toHaveText('مسحوب');
  await shoot(page, 'list-ar');
  await page.locator('.as-card', { hasText: sn }).locator('a[href*="after_sale_details"]').click();
  await expect(page.getByTestId('as-refund')).toBeVisible();
  await shoot(page, 'detail-ar');
  await page.goto(`/pc/user/after_sales/apply_sale?order_id=${order.order_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('طلب خدمة ما بعد البيع');
  await expect(page.getByRole('button', { name: 'إرسال الطلب' })).toBeVisible();
  await shoot(page, 'apply-ar');
});
