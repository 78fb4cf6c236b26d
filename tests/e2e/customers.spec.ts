/**
 * Customers and shop settings in the console (issue 10), against the real server: an admin finds a customer, credits
 * the balance with a reason → the customer sees it with the reason in the wallet records and the message centre;
 * staff see the figures but no adjustment buttons; an admin sets the bank account (a mistyped IBAN is refused by its
 * check digits) and the working hours → the shop's payment page and top-up page show the account, its header the hours. Screenshots of the new console pages in English
 * and Arabic go to tests/e2e/screenshots/console-customer*.png and console-settings-*.png.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiCustomer, apiPost, consoleAccount, expect, shopperLogIn, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function consolePage(browser: Browser, who: { mobile: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByLabel('Mobile number or nickname').fill(who.mobile);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

async function inArabic(page: Page) {
  await page.context().addCookies([{ name: 'locale', value: 'ar', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

async function unpaidOrder(request: APIRequestContext, token: string): Promise<number> {
  const pdf = { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n1 0 obj <<>> endobj\n% ${Date.now()} ${Math.random()}\ntrailer <<>>\n%%EOF\n`) };
  const upload = await (await request.post('/api/upload/design', { headers: { token }, multipart: { file: pdf } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, token);
  const addresses = (await (await request.get('/api/address/lists', { headers: { token } })).json()).data;
  const addressId = (Array.isArray(addresses) ? addresses : addresses.lists)[0].id;
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, token);
  const order = await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: `cust${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''), expected_amount_due_fils: preview.totals.amount_due_fils },
    token,
  );
  return Number(order.order_id);
}

test('an admin credits a customer\'s balance with a reason → the customer sees it in the wallet and the message centre', async ({ page, browser, request }) => {
  const customer = await apiCustomer(request, 'cust');
  await unpaidOrder(request, customer.token);
  const admin = await consolePage(browser, consoleAccount('admin'));

  await admin.getByRole('link', { name: 'Customers' }).click();
  // The orders page has a Search field too, and it stays on screen while the customers page's code loads (the
  // URL changes first): wait for the customers page's heading before filling the field.
  await expect(admin).toHaveURL(/\/admin\/customers/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await admin.getByLabel('Search').fill(customer.mobile);
  await admin.getByRole('button', { name: 'Filter' }).click();
  const rows = admin.locator('.adm-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(customer.mobile);
  await admin.screenshot({ path: `${shots}/console-customers-en.png`, fullPage: true });
  await rows.first().getByRole('link').first().click();

  await expect(admin.getByTestId('balance')).toHaveText('AED 0.00');
  await admin.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Amount (AED)').fill('150');
  await dialog.getByRole('button', { name: 'Credit the balance' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Goodwill credit for the late delivery');
  await admin.screenshot({ path: `${shots}/console-customer-adjust-en.png` });
  await dialog.getByRole('button', { name: 'Credit the balance' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('balance')).toHaveText('AED 150.00');
  const ledger = admin.locator('section[aria-labelledby="ledger-title"] tbody tr');
  await expect(ledger.first()).toContainText('Goodwill credit for the late delivery');
  const trail = admin.locator('section[aria-labelledby="audit-title"] tbody tr');
  await expect(trail.first()).toContainText('Credited balance');
  await expect(trail.first()).toContainText(/AED.0\.00 → AED.150\.00/);
  // A debit larger than the balance is refused and changes nothing.
  await admin.getByRole('button', { name: 'Adjust balance' }).click();
  await dialog.getByLabel('Debit (take away)').check();
  await dialog.getByLabel('Amount (AED)').fill('200');
  await dialog.getByLabel('Reason').fill('Too much');
  await dialog.getByRole('button', { name: 'Debit the balance' }).click();
  const alert = admin.getByRole('alertdialog');
  await expect(alert).toContainText(/The debit is larger than the customer’s balance \(AED.150\.00\)/);
  await alert.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByTestId('balance')).toHaveText('AED 150.00');
  await admin.screenshot({ path: `${shots}/console-customer-en.png`, fullPage: true });
  const customerPage = new URL(admin.url()).pathname;
  await inArabic(admin);
  await expect(admin.getByRole('heading', { name: 'الرصيد والائتمان' })).toBeVisible();
  await admin.screenshot({ path: `${shots}/console-customer-ar.png`, fullPage: true });
  await admin.getByRole('button', { name: 'تغيير حد الائتمان' }).click();
  await expect(admin.getByRole('dialog')).toBeVisible();
  await admin.screenshot({ path: `${shots}/console-customer-limit-ar.png` });
  await admin.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
  await admin.goto('/admin/customers');
  await expect(admin.locator('.adm-table tbody tr').first()).toBeVisible();
  await admin.screenshot({ path: `${shots}/console-customers-ar.png`, fullPage: true });

  // The customer sees the credit with the reason in the wallet records, and a message.
  await shopperLogIn(page, customer.mobile, customer.password);
  await page.goto('/pc/user/user_wallet');
  const record = page.locator('tr[data-record-id]').first();
  await expect(record).toContainText('Adjustment by staff');
  await expect(record).toContainText('Goodwill credit for the late delivery');
  await expect(record).toContainText('+AED 150.00');
  await page.goto('/pc/user/message');
  await page.getByText(/150\.00\W* added to your balance/).first().click();
  await expect(page.getByText('Goodwill credit for the late delivery', { exact: false }).first()).toBeVisible();

  // Staff see the figures, not the buttons.
  const staff = await consolePage(browser, consoleAccount('staff'));
  await staff.goto(customerPage);
  await expect(staff.getByTestId('balance')).toHaveText('AED 150.00');
  await expect(staff.getByText('Only admins adjust balances and credit limits.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  await expect(staff.getByRole('link', { name: 'Shop settings' })).toHaveCount(0);
});

test('an admin sets the bank account (a mistyped IBAN is refused) → the payment page and the top-up page show it', async ({ page, browser, request }) => {
  const customer = await apiCustomer(request, 'bank');
  const orderId = await unpaidOrder(request, customer.token);
  await shopperLogIn(page, customer.mobile, customer.password);
  await page.goto(`/pc/payment?order_id=${orderId}`);
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await expect(page.getByText('Our bank details are not published yet.', { exact: false })).toBeVisible();

  const admin = await consolePage(browser, consoleAccount('admin'));
  await admin.getByRole('link', { name: 'Shop settings' }).click();
  await admin.getByLabel('Beneficiary').fill('Printfront Printing & Advertising LLC');
  await admin.getByLabel('Bank name').fill('Emirates NBD');
  await admin.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 457');
  await admin.getByLabel('SWIFT/BIC').fill('EBILAEAD');
  await admin.getByLabel('VAT TRN').fill('100123456700003');
  await admin.getByLabel('Address').fill('Warehouse 14, Street 6B, Al Quoz 3, Dubai');
  await admin.getByLabel('Working hours').fill('08:30-18:30');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('The check digits do not match: look for a typo.')).toBeVisible();
  await expect(admin.getByLabel('IBAN')).toBeFocused();
  await admin.getByLabel('IBAN').fill('AE07 0331 2345 6789 0123 456');
  await expect(admin.getByText('The check digits do not match: look for a typo.')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Settings saved.')).toBeVisible();
  await admin.screenshot({ path: `${shots}/console-settings-en.png`, fullPage: true });
  await inArabic(admin);
  await expect(admin.getByRole('heading', { name: 'الحساب البنكي للتحويلات' })).toBeVisible();
  await admin.screenshot({ path: `${shots}/console-settings-ar.png`, fullPage: true });

  await page.reload();
  // The header's working hours follow the settings (the public-data cache was dropped by the save).
  await expect(page.locator('.hours')).toContainText('08:30-18:30');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  const panel = page.getByTestId('bank-account');
  await expect(panel).toContainText('Printfront Printing & Advertising LLC');
  await expect(page.getByTestId('bank-account-iban')).toHaveText('AE07 0331 2345 6789 0123 456');
  await expect(panel).toContainText('EBILAEAD');
  await page.screenshot({ path: `${shots}/payment-bank-account-en.png`, fullPage: true });
  await page.goto('/pc/user/user_wallet_pay');
  await expect(page.getByTestId('bank-account-iban')).toHaveText('AE07 0331 2345 6789 0123 456');
});
