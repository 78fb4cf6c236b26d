/**
 * Tax certification and VAT invoices in the browser (issue 12): the shopper certifies the company (TRN + licence) →
 * staff verify it in the console → the shopper applies for a summary invoice of two paid orders → staff issue it →
 * the shopper downloads the tax invoice PDF, whose text holds "Tax Invoice", both TRNs, the VAT lines and the total;
 * the pages in Arabic are right-to-left, and the account centre's side menu leads only to pages that exist.
 * Screenshots (English and Arabic) go to tests/e2e/screenshots/invoices-*.png.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { pdfText } from '../../src/server/testing/pdf-text';
import { apiCustomer, apiPost, consoleAccount, expect, shopperLogIn, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';
const CUSTOMER_TRN = '100234567890003';
/** The supplier's TRN when the shop settings name none: the server's default (src/server/config.ts SUPPLIER_TRN). */
const SUPPLIER_TRN = '100000000000003';

async function staffPage(browser: Browser, locale?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const staff = consoleAccount();
  await page.goto('/admin/');
  await page.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  if (locale) await context.addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
  return page;
}

/** A paid order (one line, a design file), placed and paid on the sandbox card page through the API. */
async function paidOrder(request: APIRequestContext, token: string): Promise<{ order_id: number; order_sn: string }> {
  const file = { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${Date.now()} ${Math.random()}\n%%EOF\n`) };
  const upload = await (await request.post('/api/upload/design', { headers: { token }, multipart: { file } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, token);
  const addresses = (await (await request.get('/api/address/lists', { headers: { token } })).json()).data;
  const addressId = (Array.isArray(addresses) ? addresses : addresses.lists)[0].id;
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, token);
  const order = (await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: `inv${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''), expected_amount_due_fils: preview.totals.amount_due_fils },
    token,
  )) as { order_id: number; order_sn: string };
  const pay = (await apiPost(request, '/pay/prepay', { order_id: order.order_id, method: 'online' }, token)) as { redirect_url: string | null };
  const url = String(pay.redirect_url);
  const session = new URL(url, 'http://localhost').searchParams.get('session');
  expect(session, `sandbox session in ${url}`).toBeTruthy();
  await apiPost(request, '/pay/sandbox/complete', { session, outcome: 'success' });
  return order;
}

test('certify → staff verify → summary invoice of two paid orders → staff issue → the shopper downloads the tax invoice PDF; Arabic pages are RTL', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const customer = await apiCustomer(request, 'inv');
  const [first, second] = [await paidOrder(request, customer.token), await paidOrder(request, customer.token)];
  await shopperLogIn(page, customer.mobile, customer.password);

  // The side menu of the account centre leads only to pages that exist.
  await page.goto('/pc/user/home');
  const menu = page.locator('.user-menu a');
  await expect(menu.filter({ hasText: 'Invoice records' })).toBeVisible();
  const targets = await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(targets).toEqual(expect.arrayContaining(['/pc/user/invoice', '/pc/user/invoice_record']));
  for (const target of targets) {
    await page.goto(target);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sorry, the page you visited is wrong' }), target).toHaveCount(0);
  }

  // Without a certification the invoice page says what is needed.
  await page.goto('/pc/user/invoice');
  await expect(page.getByTestId('invoice-needs-certification')).toBeVisible();

  // Certify: company name, TRN, business licence.
  await page.goto('/pc/user/profile');
  const panel = page.getByTestId('certification-panel');
  await expect(panel.getByTestId('certification-status')).toHaveText('Not certified');
  await panel.getByLabel('Company name').fill('Haddad Signs Trading LLC');
  await panel.getByLabel('Tax Registration Number (TRN)').fill('12345');
  await panel.getByRole('button', { name: 'Submit for review' }).click();
  await expect(panel.getByText('Upload your business licence.')).toBeVisible();
  await expect(panel.getByText('15 digits, as on your VAT registration certificate.').first()).toBeVisible();
  await panel.getByLabel('Tax Registration Number (TRN)').fill(CUSTOMER_TRN);
  await page.locator('[data-testid="licence-input"]').setInputFiles({ name: 'trade licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% licence ${Date.now()}\n%%EOF\n`) });
  await expect(panel).toContainText('trade licence.pdf');
  await panel.screenshot({ path: `${shots}/invoices-certification-form.png` });
  await panel.getByRole('button', { name: 'Submit for review' }).click();
  await expect(panel.getByTestId('certification-status')).toHaveText('In review');

  // Staff verify it in the console, with the licence at hand.
  const staff = await staffPage(browser);
  await staff.getByRole('link', { name: 'Tax certifications' }).click();
  const certRow = staff.locator('tr[data-certification-id]', { hasText: 'Haddad Signs Trading LLC' });
  await expect(certRow).toContainText(CUSTOMER_TRN);
  await expect(certRow.getByRole('button', { name: /trade licence\.pdf/ })).toBeVisible();
  await staff.screenshot({ path: `${shots}/invoices-console-certifications.png`, fullPage: true });
  await certRow.getByRole('button', { name: 'Verify' }).click();
  await expect(certRow).toHaveCount(0);

  await page.reload();
  await expect(panel.getByTestId('certification-status')).toHaveText('Verified');
  await page.screenshot({ path: `${shots}/invoices-profile-verified.png`, fullPage: true });

  // A summary invoice of the two paid orders, headed with the certified company.
  await page.goto('/pc/user/invoice');
  await page.getByRole('radio', { name: 'Summary of several orders' }).check();
  await page.getByRole('checkbox', { name: `Invoice order ${first.order_sn}` }).check();
  await page.getByRole('checkbox', { name: `Invoice order ${second.order_sn}` }).check();
  await expect(page.getByLabel('Invoice header')).toHaveValue('company');
  await expect(page.getByText(CUSTOMER_TRN)).toBeVisible();
  await page.screenshot({ path: `${shots}/invoices-apply.png`, fullPage: true });
  await page.getByRole('button', { name: 'Apply for the invoice' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/invoice_record$/);
  const record = page.locator('tr[data-invoice-id]').first();
  await expect(record.getByTestId('invoice-status')).toHaveText('Pending');
  await expect(record).toContainText(first.order_sn);
  await expect(record).toContainText(second.order_sn);

  // Staff issue it.
  await staff.getByRole('link', { name: 'Tax invoices' }).click();
  const invoiceRow = staff.locator('tr[data-invoice-id]', { hasText: 'Haddad Signs Trading LLC' });
  await expect(invoiceRow).toContainText(first.order_sn);
  await staff.screenshot({ path: `${shots}/invoices-console-pending.png`, fullPage: true });
  await invoiceRow.getByRole('button', { name: 'Issue' }).click();
  await expect(invoiceRow).toHaveCount(0);

  // The shopper downloads the PDF and it says what a UAE tax invoice must.
  await page.reload();
  await expect(record.getByTestId('invoice-status')).toHaveText('Issued');
  const invoiceNo = (await record.getByTestId('invoice-no').innerText()).trim();
  expect(invoiceNo).toMatch(/^INV-\d{6}$/);
  await page.screenshot({ path: `${shots}/invoices-record.png`, fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), record.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const path = await download.path();
  const text = (await pdfText(readFileSync(path))).replace(/\s+/g, ' ');
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(invoiceNo);
  expect(text).toContain(`TRN: ${SUPPLIER_TRN}`);
  expect(text).toContain(`TRN: ${CUSTOMER_TRN}`);
  expect(text).toContain('Haddad Signs Trading LLC');
  expect(text).toContain(`(order ${first.order_sn})`);
  expect(text).toContain(`(order ${second.order_sn})`);
  expect(text.match(/ 5% /g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  const amount = (await record.locator('.inv-amount').innerText()).replace(/[^\d.,]/g, '');
  expect(text).toContain(`Total amount payable AED ${amount}`);

  // In Arabic the pages are right-to-left.
  await page.evaluate(() => (document.cookie = 'locale=ar; path=/'));
  for (const [path, name] of [
    ['/pc/user/invoice_record', 'record'],
    ['/pc/user/invoice', 'apply'],
    ['/pc/user/profile', 'profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/invoices-${name}-ar.png`, fullPage: true });
  }
  await expect(page.getByTestId('certification-status')).toHaveText('موثّق');

  const staffAr = await staffPage(browser, 'ar');
  await staffAr.goto('/admin/invoices?status=issued');
  await expect(staffAr.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(staffAr.locator('tr[data-invoice-id]', { hasText: invoiceNo })).toBeVisible();
  await staffAr.screenshot({ path: `${shots}/invoices-console-issued-ar.png`, fullPage: true });
});
