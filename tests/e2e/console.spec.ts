/**
 * The staff console (/admin/) against the real server: a customer's account is refused; a shopper pays by bank
 * transfer with a voucher → staff reject it with a reason in the console → the shopper reads the reason and pays
 * again → staff confirm → the order is paid, and the audit log shows both decisions. Screenshots go to
 * tests/e2e/screenshots/console-*.png.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiCustomer, apiPost, consoleAccount, expect, pngFile, shopperLogIn, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

/** A real (viewable) PNG voucher: a striped receipt-like picture, different each call. */
function voucherPng(name = 'voucher.png') {
  const shade = Math.floor(Math.random() * 60);
  return pngFile(name, 160, 100, (x, y) => (y % 12 < 2 && x > 12 && x < 160 - 12 ? [60 + shade, 70, 80] : [245, 248, 240 - shade]));
}

function designPdf() {
  return { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\n% ${Date.now()} ${Math.random()}\ntrailer <<>>\n%%EOF\n`) };
}

/** An unpaid order with a design file on its line, made through the API. */
async function placeOrder(request: APIRequestContext, token: string) {
  const upload = await (await request.post('/api/upload/design', { headers: { token }, multipart: { file: designPdf() } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, token);
  const addresses = (await (await request.get('/api/address/lists', { headers: { token } })).json()).data;
  const addressId = (Array.isArray(addresses) ? addresses : addresses.lists)[0].id;
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, token);
  return (await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: `console${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''), expected_amount_due_fils: preview.totals.amount_due_fils },
    token,
  )) as { order_id: number; order_sn: string };
}

async function payByTransfer(page: Page, orderId: number, reference: string) {
  await page.goto(`/pc/payment?order_id=${orderId}`);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByLabel('Account name').fill('Layla Haddad Trading');
  await page.getByLabel('Bank', { exact: true }).fill('Emirates NBD');
  await page.getByLabel('Last six characters of the transfer reference').fill(reference);
  await page.locator('[data-testid="voucher-input"]').setInputFiles(voucherPng());
  await expect(page.locator('.ck-fieldset ~ .ck-panel')).toContainText('voucher.png');
  await page.getByRole('button', { name: 'Submit transfer for confirmation' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer submitted' })).toBeVisible();
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const staff = consoleAccount();
  await page.goto('/admin/');
  await page.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

test('the console refuses a customer\'s account and lets staff in', async ({ page, request }) => {
  const customer = await apiCustomer(request, 'cons');
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Mobile number or nickname').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is not a staff account. The console is for shop staff only.');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.screenshot({ path: `${shots}/console-sign-in-refused.png` });

  const staff = consoleAccount();
  await page.getByLabel('Mobile number or nickname').fill(staff.mobile);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Staff land on the first console page their role may see: the order queue.
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.locator('.adm-top')).toContainText('e2e_staff');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('bank transfer: staff reject it with a reason → the shopper reads it and pays again → staff confirm → paid', async ({ page, browser, request }) => {
  const customer = await apiCustomer(request, 'cons');
  const order = await placeOrder(request, customer.token);
  await shopperLogIn(page, customer.mobile, customer.password);
  await payByTransfer(page, order.order_id, 'AB1234');

  // Staff see the transfer with its voucher inline, and reject it with a reason.
  const staff = await staffPage(browser);
  await staff.getByRole('link', { name: 'Transfers & top-ups' }).click();
  const row = staff.locator(`tr[data-order-id="${order.order_id}"]`);
  await expect(row).toContainText(order.order_sn);
  await expect(row).toContainText('Layla Haddad Trading');
  const voucher = row.getByRole('img', { name: /Voucher/ });
  await expect(voucher).toBeVisible();
  expect(await voucher.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
  await staff.screenshot({ path: `${shots}/console-transfers.png`, fullPage: true });
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The reference AB1234 is not on our bank statement');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row).toHaveCount(0);

  // The shopper reads why in the message centre, and pays again.
  await page.goto('/pc/user/message');
  await page.getByText(/Bank transfer for order .+ not confirmed/).first().click();
  await expect(page.getByText('The reference AB1234 is not on our bank statement', { exact: false }).first()).toBeVisible();
  await payByTransfer(page, order.order_id, 'CD5678');

  // Staff confirm the second transfer; the audit log of the order shows both decisions.
  await staff.reload();
  const again = staff.locator(`tr[data-order-id="${order.order_id}"]`);
  await expect(again).toContainText('CD5678');
  await again.getByRole('button', { name: 'Confirm' }).click();
  await expect(again).toHaveCount(0);
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await staff.getByLabel('Order ID').fill(String(order.order_id));
  await staff.getByRole('button', { name: 'Filter' }).click();
  const trail = staff.locator('.adm-table tbody tr');
  await expect(trail).toHaveCount(2);
  await expect(trail.nth(0)).toContainText('Confirmed bank transfer');
  await expect(trail.nth(1)).toContainText('Rejected bank transfer');
  await expect(trail.nth(1)).toContainText('The reference AB1234 is not on our bank statement');
  await staff.screenshot({ path: `${shots}/console-audit.png`, fullPage: true });

  // The order is paid.
  const detail = await (await request.get(`/api/order/detail?id=${order.order_id}`, { headers: { token: customer.token } })).json();
  expect(detail.data).toMatchObject({ payment_status: 'paid' });
  await page.goto('/pc/user/order');
  await expect(page.locator(`.ck-order-card[data-order-id="${order.order_id}"]`)).toContainText('Pending review');
});
