/**
 * The design service (issue 14, docs/design-service.md), the "done when" journey in the browser: a shopper orders
 * "design it for me" from a quote page → a designer (type 4, made by staff) claims the task in the task centre and
 * hands in a draft → the shopper asks for a change → draft 2 → approved → the print line has the file → the order is
 * paid. Screenshots of the task centre and the shopper's draft review in English and Arabic
 * (tests/e2e/screenshots/design-*.png). The rest is covered by the API tests (src/server/modules/design).
 */
import type { BrowserContext, Browser } from '@playwright/test';
import { apiCustomer, apiPost, consoleAccount, consoleSignIn, expect, pngFile, shopperLogIn, test, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';
const BRIEF = 'Navy business card: logo top left, "Layla Haddad, Sales Director", phone and email on the back.';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/design-${name}.png`, fullPage: true });
}

async function inLanguage(context: BrowserContext, page: Page, locale: 'ar' | 'en') {
  await context.addCookies([{ name: 'locale', value: locale, url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** A browser of its own for the designer, logged in. */
async function designerPage(browser: Browser, baseURL: string, account: { mobile: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await shopperLogIn(page, account.mobile, account.password);
  return { context, page };
}

function draft(name: string, shade: number) {
  return pngFile(name, 360, 200, (x, y) => (y < 40 || x < 8 || x > 351 || y > 191 ? [20, 40, 90] : x < 90 && y < 110 ? [240, 200, 40 + shade] : [245, 247, 250]));
}

test('design it for me → designer claims and drafts → changes → draft 2 → approved → the line has the file → paid', async ({ page, context, browser, request, baseURL }) => {
  // Staff make a fresh account a designer (the console's designers panel calls the same operation).
  const staff = consoleAccount();
  const { token: staffToken } = await apiPost(request, '/account/login', { account: staff.mobile, password: staff.password });
  const designer = await apiCustomer(request, 'dsgn');
  await apiPost(request, '/staff/designer/set', { mobile: designer.mobile, designer: true }, staffToken);
  const shopper = await apiCustomer(request, 'dshop');

  // The shopper configures a card and chooses "Design it for me" instead of uploading a file.
  await shopperLogIn(page, shopper.mobile, shopper.password);
  await page.goto('/pc/custom/bc_standard');
  await page.getByTestId('design-for-me-quote').click();
  await expect(page).toHaveURL(/\/pc\/confirm_order_design\?ids=\d+&design=\d+$/);
  await expect(page.getByRole('heading', { name: 'Design service' })).toBeVisible();
  await expect(page.getByTestId('design-for-me')).toBeChecked();
  // The design fee is in the server's totals.
  await expect(page.locator('.ds-brief-panel')).toContainText('Design fee');
  // A brief too short is refused at its field, in words.
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await page.getByTestId('design-brief').fill('logo');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByText(/at least 10 characters/)).toBeVisible();
  await page.getByTestId('design-brief').fill(BRIEF);
  await page.getByTestId('design-reference').setInputFiles(pngFile('our logo.png', 80, 80, (x, y) => ((x + y) % 20 < 10 ? [240, 200, 40] : [20, 40, 90])));
  await expect(page.locator('.ds-chip')).toContainText('our logo.png');
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/order\/design$/);
  const row = page.getByTestId('my-designs').locator('tbody tr').first();
  await expect(row).toContainText('Waiting for a designer');
  const taskId = Number(await row.getAttribute('data-task-id'));

  // The designer sees the task centre link, finds the open task and claims it.
  const d = await designerPage(browser, baseURL!, designer);
  await d.page.getByRole('link', { name: 'Task centre' }).first().click();
  await expect(d.page).toHaveURL(/\/pc\/user\/design$/);
  const card = d.page.locator(`.ds-card[data-task-id="${taskId}"]`);
  await expect(card).toContainText(BRIEF);
  await shoot(d.page, 'task-centre');
  await inLanguage(d.context, d.page, 'ar');
  await expect(d.page.getByRole('heading', { name: 'مركز المهام' })).toBeVisible();
  await shoot(d.page, 'task-centre-ar');
  await inLanguage(d.context, d.page, 'en');
  await card.getByRole('button', { name: 'Claim task' }).click();
  await expect(d.page.getByText('Task claimed. It is in My tasks.')).toBeVisible();
  await d.page.goto(`/pc/user/design/detail?id=${taskId}`);
  await expect(d.page.locator('.ds-files')).toContainText('our logo.png');

  // Draft 1.
  const handIn = async (file: ReturnType<typeof draft>, note: string) => {
    await d.page.getByTestId('draft-file').setInputFiles(file);
    await expect(d.page.getByTestId('voucher-name')).toHaveText(file.name);
    await d.page.getByLabel('Note to the customer (optional)').fill(note);
    await d.page.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(d.page.getByText('Draft sent to the customer.')).toBeVisible();
  };
  await handIn(draft('draft1.png', 0), 'Logo on the left as asked.');

  // The shopper sees draft 1 as a picture and asks for a change.
  await page.goto(`/pc/user/order/design_detail?id=${taskId}`);
  const first = page.locator('.ds-draft[data-version="1"]');
  await expect(first.locator('img.ds-draft-image')).toBeVisible();
  await expect(first).toContainText('Logo on the left as asked.');
  await page.getByRole('button', { name: 'Ask for changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask for changes' });
  await dialog.getByLabel('What should change?').fill('Make the logo bigger, please.');
  await dialog.getByRole('button', { name: 'Send to the designer' }).click();
  await expect(page.getByText('Your changes were sent to the designer.')).toBeVisible();
  await expect(first).toContainText('Make the logo bigger, please.');

  // Draft 2 answers the change request.
  await d.page.reload();
  await expect(d.page.locator('.ds-comment').first()).toContainText('Make the logo bigger, please.');
  await handIn(draft('draft2.png', 120), 'Bigger logo.');
  await d.context.close();

  // The shopper approves draft 2.
  await page.reload();
  const second = page.locator('.ds-draft[data-version="2"]');
  await expect(second.locator('img.ds-draft-image')).toBeVisible();
  await shoot(page, 'review');
  await inLanguage(context, page, 'ar');
  await expect(page.getByRole('heading', { name: 'راجع تصميمك' })).toBeVisible();
  await shoot(page, 'review-ar');
  await inLanguage(context, page, 'en');
  await page.getByTestId('approve-2').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve draft 2' }).click();
  await expect(page.getByText(/Design approved/).first()).toBeVisible();
  await expect(second).toContainText('Approved');

  // The print line has the approved file, and the order can be paid.
  await page.getByTestId('pay-order').click();
  await expect(page).toHaveURL(/\/pc\/payment\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const detail = await (await request.get(`/api/order/detail?id=${orderId}`, { headers: { token: shopper.token } })).json();
  expect(detail.data.lines[0]).toMatchObject({ file: { name: 'draft2.png' }, design: { status: 'approved' } });
  await page.getByRole('radio', { name: /Card payment online/ }).check();
  await page.getByRole('button', { name: /^Pay .*AED/ }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The designer's earnings list the task.
  const earnings = await (await request.get('/api/designer/earnings', { headers: { token: designer.token } })).json();
  expect(earnings.data).toMatchObject({ approved: 1, in_progress: 0 });
  expect(earnings.data.total_fils).toBeGreaterThan(0);
});

test('no route of the design service or sample orders reaches the 404 page', async ({ page, request }) => {
  const shopper = await apiCustomer(request, 'droute');
  await shopperLogIn(page, shopper.mobile, shopper.password);
  for (const [path, heading] of [
    ['/pc/user/design', 'Task centre'],
    ['/pc/user/design/detail?id=1', 'Task centre'],
    ['/pc/user/design/design_my', 'Task centre'],
    ['/pc/user/order/design', 'Design orders'],
    ['/pc/user/order/design_detail?id=999999', null],
    ['/pc/user/order/test', 'Sample orders'],
    ['/pc/confirm_order_design', 'Confirm design order'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.container, .ds-page').first()).toBeVisible();
    await expect(page, path).toHaveURL(new RegExp(path.replace(/[?]/g, '\\?')));
    await expect(page.getByText('Sorry, the page you visited is wrong')).toHaveCount(0);
    if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  }
  // A shopper who is no designer is told what the task centre is, and sees no link to it.
  await page.goto('/pc/user/design');
  await expect(page.getByText(/The task centre is where the shop's designers/)).toBeVisible();
  await expect(page.locator('.topbar-links').getByRole('link', { name: 'Task centre' })).toHaveCount(0);
  await shoot(page, 'not-designer');
  await page.goto('/pc/user/order/test');
  await expect(page.getByRole('link', { name: 'Get sample vouchers' }).first()).toBeVisible();
  await shoot(page, 'sample-orders');
});

test('staff see design tasks in the console and cancel one with a reason', async ({ browser, request }) => {
  const shopper = await apiCustomer(request, 'dcons');
  const { ids } = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {} }] }, shopper.token);
  const { lists } = await (await request.get('/api/address/lists', { headers: { token: shopper.token } })).json().then((b) => b.data);
  const preview = await apiPost(request, '/order/preview', { cart_ids: ids, delivery: 'door', design_ids: ids }, shopper.token);
  const order = await apiPost(request, '/order/submit', {
    cart_ids: ids,
    address_id: lists[0].id,
    delivery: 'door',
    agree_terms: true,
    idempotency_key: `e2edesign${Date.now()}`,
    expected_amount_due_fils: preview.totals.amount_due_fils,
    design: [{ cart_id: ids[0], brief: 'Gold foil logo on a black card, nothing else.' }],
  }, shopper.token);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await consoleSignIn(page);
  await page.getByRole('link', { name: 'Design tasks' }).click();
  await page.getByRole('button', { name: 'Waiting for a designer' }).click();
  const row = page.getByTestId('design-tasks').locator('tr', { hasText: order.order_sn });
  await expect(row).toContainText('Not claimed');
  await shoot(page, 'console');
  await row.getByRole('button', { name: 'Cancel task' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel task' }).click();
  await expect(dialog.getByText('Please give a reason.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The customer ordered by phone instead.');
  await dialog.getByRole('button', { name: 'Cancel task' }).click();
  await expect(page.getByText('Task cancelled.')).toBeVisible();
  const detail = await (await request.get(`/api/order/detail?id=${order.order_id}`, { headers: { token: shopper.token } })).json();
  expect(detail.data.status).toBe('cancelled');
  await context.close();
});
