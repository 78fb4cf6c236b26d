/**
 * Checkout journeys against the real server: cart → confirm order → payment (sandbox card, bank transfer, balance
 * refused) → my orders and order detail → cancellation; over-AED-1000 orders; Arabic. Screenshots go to
 * tests/e2e/screenshots/checkout-*.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${shots}/checkout-${name}.png`, fullPage: true });
}

interface Customer {
  mobile: string;
  password: string;
  token: string;
}


/** Registers a customer through the API and logs in through the API (for the token the API calls need). */
async function newCustomer(request: APIRequestContext): Promise<Customer> {
  const stamp = uniqueStamp();
  const mobile = `+97150${stamp}`;
  const password = 'checkout123';
  const registered = await (await request.post('/api/account/register', { data: { type: 'personal', nickname: `ck${stamp}`, mobile, password, password_confirm: password } })).json();
  expect(registered.code, registered.msg).toBe(1);
  const login = await (await request.post('/api/account/login', { data: { account: mobile, password } })).json();
  expect(login.code, login.msg).toBe(1);
  return { mobile, password, token: login.data.token };
}

async function logInThroughPage(page: Page, customer: Customer) {
  await page.goto('/pc/account/login');
  await page.getByLabel('Phone / WhatsApp or nickname').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

async function post(request: APIRequestContext, customer: Customer, path: string, data: unknown) {
  const body = await (await request.post(`/api${path}`, { headers: { token: customer.token }, data })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

async function get(request: APIRequestContext, customer: Customer, path: string) {
  const body = await (await request.get(`/api${path}`, { headers: { token: customer.token } })).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

function pdf(name = 'card90x54.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\n1 0 obj <<>> endobj\n% ${Date.now()} ${Math.random()}\ntrailer <<>>\n%%EOF\n`) };
}

function png(name = 'voucher.png') {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return { name, mimeType: 'image/png', buffer: Buffer.concat([signature, Buffer.from(`${Date.now()}${Math.random()}`)]) };
}

const ADDRESS = { recipient: 'Layla Haddad', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Office 1204, Bay Square 3, Business Bay', area: 'Business Bay', postal_code: '00000' };

/** An unpaid order made through the API, optionally with a design file on its line. */
async function placeOrder(request: APIRequestContext, customer: Customer, options: { configs?: Record<string, string | number | boolean>[]; delivery?: string; withFile?: boolean } = {}) {
  let fileId: number | undefined;
  if (options.withFile) {
    const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: pdf() } })).json();
    expect(upload.code, upload.msg).toBe(1);
    fileId = upload.data.id;
  }
  const items = (options.configs ?? [{}]).map((config) => ({ code: 'bc_standard', config, ...(fileId ? { file_id: fileId } : {}) }));
  const added = await post(request, customer, '/cart/add', { items });
  const address = await post(request, customer, '/address/add', ADDRESS);
  const delivery = options.delivery ?? 'door';
  const preview = await post(request, customer, '/order/preview', { cart_ids: added.ids, address_id: address.id, delivery });
  const order = await post(request, customer, '/order/submit', {
    cart_ids: added.ids,
    address_id: address.id,
    delivery,
    agree_terms: true,
    idempotency_key: `e2e${Date.now()}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, ''),
    expected_amount_due_fils: preview.totals.amount_due_fils,
  });
  return order as { order_id: number; order_sn: string; amount_due_fils: number };
}

test('cart → confirm order → sandbox card payment → order listed as paid', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await post(request, customer, '/cart/add', { items: [{ code: 'bc_standard', config: {} }] });

  // Guests are asked to log in first and come back to the cart.
  await page.goto('/pc/shop_cart');
  await expect(page.getByText('Please log in first.')).toBeVisible();
  await page.locator('.ck-empty').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Phone / WhatsApp or nickname').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pc\/shop_cart$/);

  const row = page.locator('.ck-cart-table tbody tr').first();
  await expect(row.getByRole('link', { name: 'Standard business cards' })).toBeVisible();
  await expect(row).toContainText('Paper');
  await expect(page.locator('.cart-link .badge')).toHaveText('1');
  const before = await page.locator('.ck-cart-total .ck-price').textContent();
  // Price labels (issue 16): every line price and the total say they include VAT.
  await expect(row.locator('.ck-col-price')).toContainText('VAT included');
  await expect(page.locator('.ck-cart-total')).toContainText('Total (incl. VAT)');

  // Quantity change: the server re-prices the line.
  const quantity = row.getByRole('spinbutton', { name: 'Quantity of Standard business cards' });
  await quantity.fill('1000');
  const updated = page.waitForResponse('**/api/cart/update');
  await quantity.press('Enter');
  await updated;
  await expect(quantity).toHaveValue('1000');
  await expect(page.locator('.ck-cart-total .ck-price')).not.toHaveText(before!);
  await shoot(page, 'cart');

  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/pc\/confirm_order\?ids=\d+$/);
  await expect(page.getByRole('heading', { name: 'Confirm order' })).toBeVisible();

  // New address: the form checks its fields first.
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the Recipient.')).toBeVisible();
  await expect(dialog.getByText('Please choose an emirate.')).toBeVisible();
  await dialog.getByLabel('Recipient').fill(ADDRESS.recipient);
  await dialog.getByLabel('Phone / WhatsApp').fill('12345');
  await dialog.getByLabel('Emirate').selectOption('Dubai');
  await dialog.getByLabel('City').fill(ADDRESS.city);
  await dialog.getByLabel('Area').fill(ADDRESS.area);
  await dialog.getByLabel('Detailed address').fill(ADDRESS.address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The phone or WhatsApp number needs at least 6 digits.')).toBeVisible();
  await dialog.getByLabel('Phone / WhatsApp').fill(ADDRESS.phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.ck-address-card.is-chosen')).toContainText(ADDRESS.recipient);
  await expect(page.locator('.ck-address-card.is-chosen')).toContainText('Default');

  // Delivery: each method with its fee; the first order of the day pays the basic freight.
  await expect(page.getByText(/first order today, so it pays the basic freight/)).toBeVisible();
  const shipping = page.locator('.ck-total-shipping dd');
  const doorShipping = await shipping.textContent();
  await page.getByRole('radio', { name: /Air freight/ }).check();
  await expect(shipping).not.toHaveText(doorShipping!);
  await page.getByRole('radio', { name: /Door delivery/ }).check();
  await expect(shipping).toHaveText(doorShipping!);

  // Price labels: the lines include VAT, the summary's parts exclude it, the amount due includes it.
  await expect(page.locator('.ck-lines-table tbody .ck-col-price').first()).toContainText('VAT included');
  await expect(page.locator('.ck-total-row dt')).toHaveText(['Product amount (excl. VAT)', 'Discount (excl. VAT)', 'Member discount (excl. VAT)', 'Shipping fee (excl. VAT)', 'VAT (5%)', 'Amount due (incl. VAT)']);
  await expect(page.getByRole('radio', { name: /Air freight/ }).locator('xpath=ancestor::label')).toContainText('excl. VAT');

  // Design file upload on the line.
  await page.locator('[data-testid="design-file-input"]').first().setInputFiles(pdf());
  await expect(page.locator('.ck-lines-table')).toContainText('card90x54.pdf');

  await page.getByLabel('Message to us (optional)').fill('Please use the Pantone green on the logo.');
  const submit = page.getByRole('button', { name: 'Submit order' });
  await submit.click();
  await expect(page.getByText('Please accept the service agreement.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await shoot(page, 'confirm');

  // A double click makes one order (idempotency key per visit).
  await submit.dblclick();
  await expect(page).toHaveURL(/\/pc\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const orders = await get(request, customer, '/order/lists');
  expect(orders.count).toBe(1);
  await expect(page.locator('.cart-link .badge')).toHaveCount(0);

  // Payment: a method must be chosen.
  await page.getByRole('button', { name: /^Pay .*AED/ }).click();
  await expect(page.getByText('Please choose a payment method.')).toBeVisible();
  await expect(page.locator('.ck-choice[data-method="balance"]')).toHaveClass(/is-disabled/);
  await expect(page.locator('.ck-choice[data-method="cod"]')).toHaveClass(/is-disabled/);
  await shoot(page, 'payment');
  await page.getByRole('radio', { name: /Card payment online/ }).check();
  await page.getByRole('button', { name: /^Pay .*AED/ }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/payment/result\\?order_id=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await shoot(page, 'result-paid');

  await page.getByRole('link', { name: 'My orders' }).first().click();
  await expect(page).toHaveURL(/\/pc\/user\/order$/);
  const card = page.locator(`.ck-order-card[data-order-id="${orderId}"]`);
  await expect(card.locator('.ck-status')).toHaveText('Pending review');
  await expect(card).toContainText('Paid');
  // A paid order: its total (VAT included), what was paid (all of it) and nothing still due.
  const cardTotal = await card.locator('.ck-total-due dd').textContent();
  await expect(card.locator('.ck-total-due dt')).toHaveText('Order total (incl. VAT)');
  await expect(card.locator('.ck-total-paid dd')).toHaveText(cardTotal!);
  await expect(card.locator('.ck-total-still-due dd')).toHaveText(/^AED\s0\.00$/);
  await expect(card.locator('.ck-order-lines li').first()).toContainText('VAT included');
  await expect(card).toContainText('card90x54.pdf');
  await expect(card.getByRole('button', { name: 'Request cancellation' })).toBeVisible();
  await expect(page.locator('.user-menu')).toBeVisible();
  expect(Math.round((await page.locator('.user-menu').boundingBox())!.width)).toBe(255);
  await shoot(page, 'orders');

  // Request cancellation, then withdraw it.
  await card.getByRole('button', { name: 'Request cancellation' }).click();
  const ask = page.getByRole('dialog');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(ask.getByText('Please write a reason.')).toBeVisible();
  await ask.getByLabel('Reason for cancelling').fill('Ordered the wrong size');
  await ask.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(card.getByText('Cancellation requested')).toBeVisible();
  await card.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(card.getByRole('button', { name: 'Request cancellation' })).toBeVisible();

  await card.getByRole('link', { name: 'Order details' }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/user/order/detail\\?id=${orderId}$`));
  const fields = page.locator('.ck-fields');
  for (const label of ['Order SN', 'Online order number', 'Order type', 'Order time', 'Payment time', 'Payment method', 'Recipient', 'Contact', 'Shipping address', 'Buyer message', 'Status']) {
    await expect(fields.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(fields).toContainText('Card payment online');
  await expect(fields).toContainText('Please use the Pantone green on the logo.');
  await expect(fields).toContainText(ADDRESS.recipient);
  await expect(page.locator('.ck-totals .ck-total-row dt')).toHaveText(['Product amount (excl. VAT)', 'Discount (excl. VAT)', 'Member discount (excl. VAT)', 'Shipping fee (excl. VAT)', 'VAT (5%)', 'Order total (incl. VAT)', 'Paid', 'Still due']);
  await expect(page.locator('.ck-totals .ck-total-paid dd')).toHaveText(cardTotal!);
  await expect(page.locator('.ck-totals .ck-total-still-due dd')).toHaveText(/^AED\s0\.00$/);
  await expect(page.locator('.ck-lines-table tbody .ck-col-price').first()).toContainText('VAT included');
  await expect(page.locator('.ck-timeline li')).toHaveCount(2);
  await expect(page.locator('.ck-timeline')).toContainText('Pending payment');
  await expect(page.locator('.ck-timeline')).toContainText('Pending review');
  await shoot(page, 'detail');
});

test('payment: design files first, balance refused, bank transfer with voucher waits for staff', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const order = await placeOrder(request, customer);
  await logInThroughPage(page, customer);

  await page.goto(`/pc/payment?order_id=${order.order_id}`);
  await expect(page.getByText('Lines without a design file: 1.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay .*AED/ })).toBeDisabled();
  // No balance: the method is shown disabled with the server's reason.
  const balance = page.locator('.ck-choice[data-method="balance"]');
  await expect(balance).toHaveClass(/is-disabled/);
  await expect(balance.locator('.ck-reason')).toBeVisible();
  await expect(balance).toContainText(/Balance: .*0\.00/);

  // Add the file on the order page, then pay.
  await page.getByRole('link', { name: 'Add design files' }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/user/order/detail\\?id=${order.order_id}$`));
  await expect(page.getByText('Add a design file to every line before paying.')).toBeVisible();
  await page.locator('[data-testid="design-file-input"]').first().setInputFiles(pdf('flyer210x297.pdf'));
  await expect(page.locator('.ck-lines-table')).toContainText('flyer210x297.pdf');
  await page.getByRole('link', { name: 'Pay now' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/pc/payment\\?order_id=${order.order_id}$`));
  await expect(page.getByText(/Lines without a design file/)).toHaveCount(0);

  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  const send = page.getByRole('button', { name: 'Submit transfer for confirmation' });
  await send.click();
  await expect(page.getByText('Please upload the remittance voucher.')).toBeVisible();
  await expect(page.getByText('Enter exactly six letters or digits.')).toBeVisible();
  await page.getByLabel('Account name').fill('Layla Haddad Trading');
  await page.getByLabel('Bank', { exact: true }).fill('Emirates NBD');
  await page.getByLabel('Last six characters of the transfer reference').fill('AB1234');
  await page.locator('[data-testid="voucher-input"]').setInputFiles(png());
  await expect(page.locator('.ck-fieldset ~ .ck-panel')).toContainText('voucher.png');
  await shoot(page, 'payment-transfer');
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/pc/payment/result\\?order_id=${order.order_id}$`));
  await expect(page.getByRole('heading', { name: 'Transfer submitted' })).toBeVisible();

  await page.goto('/pc/user/order?tab=unpaid');
  const card = page.locator(`.ck-order-card[data-order-id="${order.order_id}"]`);
  await expect(card).toContainText('Transfer awaiting confirmation');
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});

test('orders over AED 1000 are offered only bank transfer or balance', async ({ page, request }) => {
  const customer = await newCustomer(request);
  // Two runs of 10,000 premium cards (bulk ordering): well over AED 1000.
  const big = { quantity: 10000, stock: 'art_matt_400', lamination: 'matt' };
  const order = await placeOrder(request, customer, { configs: [big, big], withFile: true });
  expect(order.amount_due_fils).toBeGreaterThan(1000_00);
  await logInThroughPage(page, customer);
  await page.goto(`/pc/payment?order_id=${order.order_id}`);
  await expect(page.getByText(/cannot be paid online: pay by bank transfer or balance/)).toBeVisible();
  for (const method of ['online', 'credit', 'cod']) {
    const choice = page.locator(`.ck-choice[data-method="${method}"]`);
    await expect(choice).toHaveClass(/is-disabled/);
    await expect(choice.locator('input')).toBeDisabled();
  }
  await expect(page.locator('.ck-choice[data-method="bank_transfer"] input')).toBeEnabled();
  await expect(page.locator('.ck-choice[data-method="online"] .ck-reason')).toBeVisible();
  await shoot(page, 'payment-over-limit');
});

test('cash on delivery is offered only for COD delivery and accepts the order unpaid', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const order = await placeOrder(request, customer, { delivery: 'cod', withFile: true });
  await logInThroughPage(page, customer);
  await page.goto(`/pc/payment?order_id=${order.order_id}`);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('button', { name: /^Pay .*AED/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pc/payment/result\\?order_id=${order.order_id}$`));
  await expect(page.getByRole('heading', { name: 'Order accepted' })).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.locator('.ck-fields')).toContainText('Cash on delivery');
  await expect(page.locator('.ck-detail-head .ck-status')).toHaveText('Pending review');
});

test('cart: changed prices must be accepted, invalid lines are flagged, delete selected, empty state', async ({ page, request }) => {
  const customer = await newCustomer(request);
  await post(request, customer, '/cart/add', { items: [{ code: 'bc_standard', config: {} }, { code: 'bc_standard', config: { quantity: 200 } }] });
  await logInThroughPage(page, customer);
  // The server flags lines whose price moved; here the answer is altered to show the flags.
  let alter = true;
  await page.route('**/api/cart/lists', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (alter && body.data.lists.length === 2) {
      const [first, second] = body.data.lists;
      first.price_changed = true;
      first.price_fils = first.current_price_fils - 1234;
      second.valid = false;
      second.issues = [{ field: 'width_mm', message: 'quote.rule.smaller_than_card', params: { min_w: '90', min_h: '54' }, severity: 'error' }];
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto('/pc/shop_cart');
  await expect(page.getByText('Price changed since you added it')).toBeVisible();
  await expect(page.getByText('Can no longer be made as configured')).toBeVisible();
  await expect(page.getByText('Items smaller than 90 × 54 mm', { exact: false })).toBeVisible();
  // The invalid line starts unselected; the changed price blocks checkout until accepted.
  await expect(page.getByText('Accept the new prices of the selected lines first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeDisabled();
  await shoot(page, 'cart-flags');
  alter = false;
  const accepted = page.waitForRequest((r) => r.url().endsWith('/api/cart/update') && r.postDataJSON().config === undefined);
  await page.getByRole('button', { name: 'Accept new price' }).click();
  await accepted;
  await expect(page.getByText('Price changed since you added it')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Check out' })).toBeEnabled();

  await page.locator('.ck-cart-bar').getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('dialog')).toContainText('Remove the 2 selected lines from your cart?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.locator('.cart-link .badge')).toHaveCount(0);
  await shoot(page, 'cart-empty');
});

test('cancel an unpaid order; the address book on its own page', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const order = await placeOrder(request, customer);
  await logInThroughPage(page, customer);
  await page.goto('/pc/user/order');
  await page.getByRole('tab', { name: 'Pending payment' }).click();
  await expect(page).toHaveURL(/tab=unpaid/);
  const card = page.locator(`.ck-order-card[data-order-id="${order.order_id}"]`);
  await expect(card.locator('.ck-status')).toHaveText('Pending payment');
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Cancel order ${order.order_sn}?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('No orders here yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'All orders' }).click();
  await expect(card.locator('.ck-status')).toHaveText('Cancelled');
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  await page.locator('.user-menu').getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/address$/);
  await expect(page.locator('.ck-address-card').first()).toContainText(ADDRESS.recipient);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByLabel('Recipient').fill('Omar Saleh');
  await dialog.getByLabel('Phone / WhatsApp').fill('+971 55 765 4321');
  await dialog.getByLabel('Emirate').selectOption('Sharjah');
  await dialog.getByLabel('City').fill('Sharjah');
  await dialog.getByLabel('Detailed address').fill('Villa 7, Al Khan Street');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const omar = page.locator('.ck-address-card', { hasText: 'Omar Saleh' });
  await omar.getByRole('button', { name: 'Set as default' }).click();
  await expect(omar).toContainText('Default');
  await omar.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('dialog', { name: 'Edit address' }).getByLabel('Area').fill('Al Khan');
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save' }).click();
  await expect(omar).toContainText('Al Khan,');
  const layla = page.locator('.ck-address-card', { hasText: ADDRESS.recipient });
  await layla.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.ck-address-card', { hasText: ADDRESS.recipient })).toHaveCount(0);
  await shoot(page, 'addresses');
});

test('Arabic: cart, confirm, payment and orders mirror right-to-left', async ({ page, request, baseURL }) => {
  const customer = await newCustomer(request);
  const order = await placeOrder(request, customer, { withFile: true });
  await post(request, customer, '/cart/add', { items: [{ code: 'bc_standard', config: { quantity: 1000 } }] });
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
  await page.goto('/pc/account/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('#account').fill(customer.mobile);
  await page.locator('#password').fill(customer.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/account\/login/);

  await page.goto('/pc/shop_cart');
  await expect(page.getByRole('heading', { name: 'سلة التسوق' })).toBeVisible();
  await expect(page.locator('.ck-cart-table')).toContainText('بطاقات');
  // Mirrored: the checkbox column sits at the right edge.
  const check = await page.locator('.ck-cart-table tbody .ck-col-check').first().boundingBox();
  expect(check!.x).toBeGreaterThan(1000);
  await shoot(page, 'cart-ar');
  await page.getByRole('button', { name: 'إتمام الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'تأكيد الطلب' })).toBeVisible();
  await expect(page.locator('.ck-address-card.is-chosen')).toContainText('دبي');
  await expect(page.getByText('الاستلام من المصنع')).toBeVisible();
  await shoot(page, 'confirm-ar');

  await page.goto(`/pc/payment?order_id=${order.order_id}`);
  await expect(page.getByText('اختر طريقة الدفع')).toBeVisible();
  await shoot(page, 'payment-ar');
  await page.goto('/pc/user/order');
  await expect(page.locator('.ck-status').first()).toHaveText('بانتظار الدفع');
  const menu = await page.locator('.user-menu').boundingBox();
  expect(menu!.x).toBeGreaterThan(800);
  await shoot(page, 'orders-ar');
  await page.goto(`/pc/user/order/detail?id=${order.order_id}`);
  await expect(page.locator('.ck-fields')).toContainText('التوصيل إلى الباب');
  await shoot(page, 'detail-ar');
});
