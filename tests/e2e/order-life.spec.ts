/**
 * The order's life after payment (issue 10), shopper and staff console together:
 * 1. a shopper orders and pays by sandbox card → staff accept and send a proof → the shopper asks for a change →
 *    proof v2 → the shopper approves → staff move it through production and ship it with a tracking number → the
 *    shopper sees the tracking number and confirms receipt → closed;
 *    the proof-ready and shipped emails reach the shopper's address at the test mail server;
 * 3. a cancellation request → staff approve, refunding to the balance → the refund shows in the wallet.
 * Staff sign in with the account playwright.config.ts made with `npm run staff:add` before the server started, so
 * these journeys run on the default embedded database; screenshots of the console in English and Arabic go to
 * tests/e2e/screenshots/order-life-*.png.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiPost, consoleAccount, expect, test, uniqueStamp, type Page } from './fixtures';

const dataDir = process.env.E2E_DATA_DIR ?? '';

const shots = 'tests/e2e/screenshots';
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/order-life-${name}.png`, fullPage: true });
}

async function account(request: APIRequestContext, prefix: string) {
  const stamp = uniqueStamp();
  const mobile = `+97152${stamp}`;
  const email = `${prefix}${stamp}@printfront.test`;
  const password = 'orderlife123';
  await apiPost(request, '/account/register', { type: 'personal', nickname: `${prefix}${stamp}`, mobile, email, password, password_confirm: password });
  const { token } = await apiPost(request, '/account/login', { account: mobile, password });
  return { mobile, email, password, token: token as string };
}

interface SunkMail {
  to: string[];
  subject: string;
  language: string;
  text: string;
}

/** The mails the test mail server (scripts/mail-sink.ts) received for `address`. */
function mailsTo(address: string): SunkMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SunkMail)
    .filter((mail) => mail.to.includes(address));
}

function pdf(text: string) {
  return { name: `card90x54.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% ${text} ${Date.now()} ${Math.random()}\n%%EOF\n`) };
}

/** An order of one business-card line with a design file, paid by sandbox card through its hosted page. */
async function paidOrder(page: Page, request: APIRequestContext, customer: { token: string }) {
  const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: pdf('design') } })).json();
  expect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, customer.token);
  const address = await apiPost(request, '/address/add', { recipient: 'Layla Haddad', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Office 1204, Bay Square 3', area: 'Business Bay', postal_code: '00000' }, customer.token);
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: address.id, delivery: 'door' }, customer.token);
  const order = await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: address.id, delivery: 'door', agree_terms: true, idempotency_key: `life${Date.now()}${uniqueStamp()}`, expected_amount_due_fils: preview.totals.amount_due_fils },
    customer.token,
  );
  const pay = await apiPost(request, '/pay/prepay', { order_id: order.order_id, method: 'online' }, customer.token);
  await page.goto(pay.redirect_url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return order as { order_id: number; order_sn: string };
}

async function signIn(page: Page, who: { mobile: string; password: string }, path: string) {
  if (path.startsWith('/admin')) {
    await page.goto('/admin/login');
    await page.getByLabel('Mobile number or nickname').fill(who.mobile);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  } else {
    await page.goto('/pc/account/login');
    await page.getByLabel('Phone / WhatsApp or nickname').fill(who.mobile);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  }
  await page.goto(path);
}

test('journey 1: paid → accepted → proof → changes → proof v2 → approved → production → shipped → receipt confirmed → closed', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const customer = await account(request, 'life');
  const staff = consoleAccount();
  const shopper = await (await browser.newContext()).newPage();
  const console_ = await (await browser.newContext()).newPage();
  await signIn(shopper, customer, '/pc/');
  const order = await paidOrder(shopper, request, customer);

  // Staff find the order in the queue by its SN and accept it.
  await signIn(console_, staff, '/admin/orders');
  await console_.getByLabel('Search').fill(order.order_sn);
  await console_.getByRole('button', { name: 'Filter' }).click();
  await expect(console_.locator('.adm-table tbody tr')).toHaveCount(1);
  await shoot(console_, 'queue-en');
  await console_.getByRole('link', { name: order.order_sn }).click();
  await expect(console_.getByRole('heading', { name: `Order ${order.order_sn}` })).toBeVisible();
  // The lines name the product in words (the quote dictionaries load), never by its i18n key.
  await expect(console_.locator('.adm-table').first()).toContainText('Standard business cards');
  await expect(console_.getByText(/quote\.product\./)).toHaveCount(0);
  await console_.getByRole('button', { name: 'Accept order' }).click();
  await expect(console_.getByRole('button', { name: 'Accept order' })).toHaveCount(0);

  const sendProof = async (text: string) => {
    await console_.getByLabel('Proof file (PDF, JPEG or PNG)').setInputFiles({ name: `proof-${text}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% proof ${text} ${Math.random()}\n%%EOF\n`) });
    await console_.getByRole('button', { name: 'Send proof' }).click();
    await expect(console_.locator('.adm-status').first()).toHaveText('Pending proof approval');
  };
  await sendProof('v1');

  // The shopper sees the proof, previews it and asks for a change.
  await shopper.goto(`/pc/user/order/detail?id=${order.order_id}`);
  await expect(shopper.getByText('Proof v1', { exact: true })).toBeVisible();
  await expect(shopper.locator('.ck-proof-frame')).toBeVisible();
  await shopper.getByRole('button', { name: 'Ask for changes' }).click();
  await shopper.getByRole('dialog').getByLabel('What should change?').fill('Make the logo bigger, please');
  await shopper.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
  await expect(shopper.getByText('Changes requested')).toBeVisible();

  // Staff send v2; the shopper approves it.
  await console_.reload();
  await expect(console_.getByText('Make the logo bigger, please')).toBeVisible();
  await sendProof('v2');
  await shopper.reload();
  await expect(shopper.getByText('Proof v2', { exact: true })).toBeVisible();
  await shoot(shopper, 'shopper-proof');
  await shopper.getByRole('button', { name: 'Approve proof' }).first().click();
  await shopper.getByRole('dialog').getByRole('button', { name: 'Approve proof' }).click();
  await expect(shopper.locator('.ck-detail-sn .ck-status')).toHaveText('Proof approved');

  // Staff move it through production and ship it.
  await console_.reload();
  for (const step of ['Start imposition', 'Finish imposition', 'Plate-making and typesetting', 'Printed', 'In production', 'Stocked']) {
    await console_.getByRole('button', { name: step, exact: true }).click();
    await expect(console_.getByRole('button', { name: step, exact: true })).toHaveCount(0);
  }
  await console_.getByLabel('Courier').fill('Aramex');
  await console_.getByLabel('Tracking number').fill('AX 778899');
  await console_.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(console_.locator('.adm-status').first()).toHaveText('Shipped');
  await console_.getByRole('button', { name: 'Delivered', exact: true }).click();
  await expect(console_.locator('.adm-status').first()).toHaveText('Delivered');
  await shoot(console_, 'order-en');

  // The shopper sees the tracking number and confirms receipt: closed.
  await shopper.reload();
  await expect(shopper.getByTestId('tracking-no')).toHaveText('AX 778899');
  await shopper.getByRole('button', { name: 'Confirm receipt' }).click();
  await shopper.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(shopper.locator('.ck-detail-sn .ck-status')).toHaveText('Closed');

  // The console in Arabic, right to left.
  await console_.getByLabel('Language').selectOption('ar');
  await expect(console_.locator('html')).toHaveAttribute('dir', 'rtl');
  await console_.reload();
  await expect(console_.getByRole('heading', { name: new RegExp(order.order_sn) })).toBeVisible();
  await expect(console_.locator('.adm-timeline li').first()).toBeVisible();
  await shoot(console_, 'order-ar');
  await console_.goto('/admin/orders');
  await expect(console_.locator('.adm-table tbody tr').first()).toBeVisible();
  await shoot(console_, 'queue-ar');

  // The shopper was told by email too: both proofs, and the shipment with its tracking number.
  await expect.poll(() => mailsTo(customer.email).map((m) => m.subject), { timeout: 15_000 }).toEqual(
    expect.arrayContaining([`Proof ready for order ${order.order_sn}`, `Order ${order.order_sn} shipped`]),
  );
  const mails = mailsTo(customer.email);
  expect(mails.filter((m) => m.subject.startsWith('Proof ready'))).toHaveLength(2);
  const shipped = mails.find((m) => m.subject === `Order ${order.order_sn} shipped`);
  expect(shipped?.language).toBe('en');
  expect(shipped?.text).toContain('Aramex');
  expect(shipped?.text).toContain('AX 778899');
  expect(shipped?.text).toContain(`/pc/user/order/detail?id=${order.order_id}`);
});

test('journey 3: cancellation request → staff approve → the refund to the balance shows in the wallet', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const customer = await account(request, 'cxl');
  const staff = consoleAccount();
  const shopper = await (await browser.newContext()).newPage();
  await signIn(shopper, customer, '/pc/');
  const order = await paidOrder(shopper, request, customer);

  await shopper.goto(`/pc/user/order/detail?id=${order.order_id}`);
  await shopper.getByRole('button', { name: 'Request cancellation' }).click();
  await shopper.getByRole('dialog').getByLabel('Reason for cancelling').fill('Ordered twice by mistake');
  await shopper.getByRole('dialog').getByRole('button', { name: 'Request cancellation' }).click();
  await expect(shopper.getByRole('status')).toContainText('Cancellation requested. We will confirm shortly.');
  await expect(shopper.getByText('Cancellation requested', { exact: true })).toBeVisible();

  const console_ = await (await browser.newContext()).newPage();
  await signIn(console_, staff, '/admin/cancel-requests');
  await expect(console_.getByText('Ordered twice by mistake')).toBeVisible();
  await shoot(console_, 'cancel-requests-en');
  await console_.getByRole('link', { name: order.order_sn }).click();
  await console_.getByLabel('Refund to').selectOption('balance');
  await console_.getByRole('button', { name: 'Approve and refund' }).click();
  await console_.getByRole('dialog').getByRole('button', { name: 'Approve and refund' }).click();
  await expect(console_.locator('.adm-status').first()).toHaveText('Cancelled');

  await shopper.goto('/pc/user/user_wallet');
  await expect(shopper.locator('main')).toContainText(order.order_sn);
  await expect(shopper.locator('main')).toContainText(/Refund/i);
  await shoot(shopper, 'wallet-refund');
});
