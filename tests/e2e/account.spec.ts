/**
 * Account-centre journeys against the real server: my home; the message centre (messages written by the server when
 * an order is paid or cancelled — read one, trash one, delete it for good; the header badge follows; announcements);
 * balance & records and a top-up by bank transfer with a voucher that waits for confirmation; Arabic right-to-left.
 * Screenshots go to tests/e2e/screenshots/account-*.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${shots}/account-${name}.png`, fullPage: true });
}

interface Customer {
  mobile: string;
  password: string;
  token: string;
  nickname: string;
}


async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const stamp = uniqueStamp();
  const mobile = `+97155${stamp}`;
  const password = 'account123';
  const nickname = `ac${stamp}`;
  const registered = await (await request.post('/api/account/register', { data: { type: 'personal', nickname, mobile, password, password_confirm: password } })).json();
  expect(registered.code, registered.msg).toBe(1);
  const login = await (await request.post('/api/account/login', { data: { account: mobile, password } })).json();
  expect(login.code, login.msg).toBe(1);
  return { mobile, password, token: login.data.token, nickname };
}

async function logIn(page: Page, customer: Customer, path: string) {
  await page.goto(path);
  await page.locator('.user-login').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Phone / WhatsApp or nickname').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

async function post(request: APIRequestContext, customer: Customer, path: string, data: unknown) {
  const body = await (await request.post(`/api${path}`, { headers: { token: customer.token }, data })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

function pdf(name = 'card90x54.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n1 0 obj <<>> endobj\n% ${Date.now()} ${Math.random()}\ntrailer <<>>\n%%EOF\n`) };
}

function png(name: string) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return { name, mimeType: 'image/png', buffer: Buffer.concat([signature, Buffer.from(`${Date.now()}${Math.random()}`)]) };
}

const ADDRESS = { recipient: 'Omar Khalil', phone: '+971 55 765 4321', province: 'Sharjah', city: 'Sharjah', address: 'Shop 7, Al Taawun Street', area: 'Al Taawun', postal_code: '00000' };

/** An unpaid order with a design file, made through the API. */
async function placeOrder(request: APIRequestContext, customer: Customer) {
  const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: pdf() } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await post(request, customer, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] });
  const address = await post(request, customer, '/address/add', ADDRESS);
  const preview = await post(request, customer, '/order/preview', { cart_ids: added.ids, address_id: address.id, delivery: 'door' });
  return (await post(request, customer, '/order/submit', {
    cart_ids: added.ids,
    address_id: address.id,
    delivery: 'door',
    agree_terms: true,
    idempotency_key: `acct${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''),
    expected_amount_due_fils: preview.totals.amount_due_fils,
  })) as { order_id: number; order_sn: string };
}

/** Pays an order by card on the sandbox provider, as its hosted page would. */
async function payByCard(request: APIRequestContext, customer: Customer, orderId: number) {
  const prepay = await post(request, customer, '/pay/prepay', { order_id: orderId, method: 'online' });
  const session = new URL(prepay.redirect_url, 'http://x').searchParams.get('session');
  const done = await (await request.post('/api/pay/sandbox/complete', { data: { session, outcome: 'success' } })).json();
  expect(done.data.paid).toBe(true);
}

const badge = (page: Page) => page.locator('.topbar-links a[href="/pc/user/message"] .badge');

test('message centre: messages from a paid and a cancelled order — read one, trash and delete the other; the badge follows', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(request);
  const paid = await placeOrder(request, customer);
  await payByCard(request, customer, paid.order_id);
  const cancelled = await placeOrder(request, customer);
  await post(request, customer, '/order/cancel', { id: cancelled.order_id });

  await logIn(page, customer, '/pc/user/message');
  await expect(page.getByRole('heading', { name: 'Message centre' })).toBeVisible();
  await expect(page.locator('.user-menu-link.is-active')).toHaveText('Message centre');
  await expect(badge(page)).toHaveText('2');
  const unreadTab = page.getByRole('tab', { name: /Unread/ });
  await expect(unreadTab).toHaveAttribute('aria-selected', 'true');
  const items = page.locator('.uc-message');
  await expect(items).toHaveCount(2);
  // Order numbers are isolated (LRI…PDI) inside the text so they keep their order in Arabic.
  const paidMessage = items.filter({ hasText: new RegExp(`Payment received for order \u2066?${paid.order_sn}`) });
  const cancelMessage = items.filter({ hasText: new RegExp(`Order \u2066?${cancelled.order_sn}\u2069? cancelled`) });
  await expect(paidMessage).toHaveClass(/is-unread/);
  await shoot(page, 'messages');

  // Open the payment message: it is read at once and the header badge drops.
  await paidMessage.getByRole('button', { name: /Payment received/ }).click();
  await expect(paidMessage.getByText(/We received \u2066?AED/)).toBeVisible();
  await expect(paidMessage).not.toHaveClass(/is-unread/);
  await expect(badge(page)).toHaveText('1');
  await expect(paidMessage.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/pc/user/order/detail?id=${paid.order_id}`);
  await shoot(page, 'message-open');

  // Trash the cancellation message (unread): the badge disappears.
  await cancelMessage.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Move to trash' }).first().click();
  await expect(page.locator('.toast', { hasText: 'Moved to the trash.' })).toBeVisible();
  await expect(items).toHaveCount(0);
  await expect(page.getByText('No unread messages. You are all caught up.')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(paid.order_sn);

  await page.getByRole('tab', { name: /Trash/ }).click();
  await expect(page).toHaveURL(/tab=trash/);
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(cancelled.order_sn);
  await shoot(page, 'messages-trash');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete permanently' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete permanently?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.locator('.toast', { hasText: 'Deleted permanently.' })).toBeVisible();
  await expect(page.getByText('The trash is empty.')).toBeVisible();

  await page.getByRole('tab', { name: 'Official announcements' }).click();
  await expect(page.locator('.uc-notices li').first()).toBeVisible();
  await page.locator('.uc-notices a').first().click();
  await expect(page).toHaveURL(/\/pc\/notice_list\/detail\?id=\d+$/);

  // My home lists the recent orders with their status, linked to their details.
  await page.goto('/pc/user/home');
  const recent = page.locator('.uc-table tbody tr');
  await expect(recent).toHaveCount(2);
  await expect(recent.filter({ hasText: paid.order_sn })).toContainText('Pending review');
  await expect(recent.filter({ hasText: cancelled.order_sn })).toContainText('Cancelled');
  await expect(recent.filter({ hasText: paid.order_sn }).getByRole('link')).toHaveAttribute('href', `/pc/user/order/detail?id=${paid.order_id}`);
  await expect(page.getByTestId('home-unread')).toHaveText('0');
  await shoot(page, 'home-orders');

  // Arabic: the message centre mirrors right-to-left and messages render in Arabic.
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
  await page.goto('/pc/user/message?tab=read');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مركز الرسائل' })).toBeVisible();
  await expect(items.first()).toContainText('تم استلام الدفعة');
  const menu = await page.locator('.user-menu').boundingBox();
  const content = await page.locator('.user-page').boundingBox();
  expect(menu!.x).toBeGreaterThan(content!.x); // the menu sits on the start side: the right in Arabic
  await items.first().getByRole('button').click();
  await shoot(page, 'messages-ar');
});

test('wallet: balance and records; a top-up by bank transfer with a voucher waits for confirmation', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(request);
  await logIn(page, customer, '/pc/user/home');

  // My home: nickname, level with a link to member benefits, balance, unread count, quick links.
  await expect(page.getByText(`Hello, ${customer.nickname}`)).toBeVisible();
  await expect(page.getByTestId('member-level')).toHaveText('Lv0');
  await expect(page.getByRole('link', { name: 'Member benefits' }).first()).toHaveAttribute('href', '/pc/equity');
  await expect(page.getByTestId('home-balance')).toHaveText('AED\u00a00.00');
  await expect(page.getByTestId('home-unread')).toHaveText('0');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await shoot(page, 'home');

  await page.locator('.user-menu').getByRole('link', { name: 'Balance & records' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/user_wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('AED\u00a00.00');
  await expect(page.getByText('No records yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Top up by bank transfer' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/user_wallet_pay$/);
  await expect(page.getByRole('heading', { name: 'Account top-up', level: 1 })).toBeVisible();

  // The form checks every field first.
  await page.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(page.getByText('Enter an amount in AED, e.g. 500 or 1250.50.')).toBeVisible();
  await expect(page.getByText('Please enter the Account name.')).toBeVisible();
  await expect(page.getByText('Enter exactly six letters or digits.')).toBeVisible();
  await expect(page.getByText('Please upload the remittance voucher.')).toBeVisible();
  await page.getByLabel('Amount (AED)').fill('250000');
  await expect(page.getByText('The amount must be more than AED 0 and at most AED 100,000.')).toBeVisible();

  await page.getByLabel('Amount (AED)').fill('1,250.50');
  await page.getByLabel('Account name').fill('Omar Khalil');
  await page.getByLabel('Bank', { exact: true }).fill('Emirates NBD');
  await page.getByLabel('Last six characters of the reference').fill('A1B2C3');
  await page.getByTestId('top-up-voucher-input').setInputFiles(png('bank receipt.png'));
  await expect(page.getByTestId('voucher-name')).toHaveText('bank receipt.png');
  await shoot(page, 'top-up-form');
  await page.getByRole('button', { name: 'Submit top-up' }).click();
  await expect(page.locator('.toast', { hasText: 'Top-up request received. Your balance is credited once we confirm the transfer.' })).toBeVisible();

  const row = page.locator('.uc-requests tbody tr').first();
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('AED\u00a01,250.50');
  await expect(row).toContainText('Awaiting confirmation');
  await expect(row).toContainText('Emirates NBD');
  await expect(row).toContainText('bank receipt.png');
  await expect(page.getByLabel('Amount (AED)')).toHaveValue('');
  await shoot(page, 'top-up-pending');

  // The balance is unchanged until staff confirm; the wallet says a top-up is waiting.
  await page.getByRole('link', { name: 'Back to balance & records' }).click();
  await expect(page.getByText('1 top-up awaits our confirmation.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('AED\u00a00.00');
  await shoot(page, 'wallet');

  // Arabic: the top-up page mirrors right-to-left.
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
  await page.goto('/pc/user/user_wallet_pay');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'شحن الحساب', level: 1 })).toBeVisible();
  await expect(page.locator('.uc-requests tbody tr').first()).toContainText('بانتظار التأكيد');
  await shoot(page, 'top-up-ar');
  await page.goto('/pc/user/home');
  await expect(page.getByText(`مرحبًا، ${customer.nickname}`)).toBeVisible();
  await shoot(page, 'home-ar');
});
