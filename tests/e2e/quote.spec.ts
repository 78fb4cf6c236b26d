import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  // From the top: the sticky price panel and header would otherwise be drawn where the last scroll left them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** A new customer, logged in through the API; the browser gets the session cookie. */
async function customer(request: APIRequestContext, prefix: string): Promise<{ account: string; password: string; token: string }> {
  const suffix = uniqueStamp();
  const account = `${prefix}${suffix}`;
  const password = 'quote2026';
  const registered = await (await request.post('/api/account/register', { data: { type: 'personal', nickname: account, mobile: `+97158${suffix}`, password, password_confirm: password } })).json();
  expect(registered.code).toBe(1);
  const session = await (await request.post('/api/account/login', { data: { account, password } })).json();
  expect(session.code).toBe(1);
  return { account, password, token: session.data.token };
}

async function logIn(page: Page, token: string) {
  await page.context().addCookies([{ name: 'token', value: token, url: page.url().startsWith('http') ? page.url() : 'http://localhost' }]);
}

const total = (page: Page) => page.getByTestId('quote-total');
const field = (page: Page, name: string) => page.locator(`.qf-field[data-field="${name}"]`);
const confirmed = (page: Page) => expect(page.locator('.price-panel')).toHaveAttribute('data-source', 'server');

test('business cards: stock and quantity re-price at once, the scheme picks a quantity, the URL keeps it', async ({ page }) => {
  await page.goto('/pc/custom/bc_standard');
  await expect(page.getByRole('heading', { level: 1, name: 'Standard business cards' })).toBeVisible();
  await confirmed(page);
  const first = await total(page).textContent();

  await field(page, 'stock').getByText('Matt art paper 400 gsm').click();
  await field(page, 'quantity').getByText('1,000', { exact: true }).click();
  await expect(total(page)).not.toHaveText(first!);
  await expect(page.getByTestId('quote-quantity')).toContainText('1,000');
  await expect(page).toHaveURL(/stock=art_matt_400/);
  await expect(page).toHaveURL(/quantity=1000/);
  await confirmed(page);

  // The quotation scheme: a row's total becomes the price when picked.
  const row = page.locator('.scheme-table tr[data-quantity="2000"]');
  const rowTotal = await row.locator('td').first().textContent();
  await row.click();
  await expect(page.getByTestId('quote-quantity')).toContainText('2,000');
  await expect(total(page)).toHaveText(rowTotal!);
  await expect(row).toHaveClass(/is-selected/);
  await page.getByRole('button', { name: 'Show price breakdown' }).click();
  await expect(page.locator('.price-breakdown')).toContainText('Paper');
  await expect(page.getByText('Production starts after payment')).toBeVisible();
  await shoot(page, 'quote-business-cards');

  // Shared or reloaded, the same configuration comes back.
  await page.reload();
  await expect(field(page, 'stock').locator('.is-selected')).toHaveAttribute('data-value', 'art_matt_400');
  await expect(total(page)).toHaveText(rowTotal!);
});

test('booklet: 36 pages saddle-stitched is refused, switching to perfect binding prices it', async ({ page }) => {
  await page.goto('/pc/custom/booklet_saddle_stitch');
  await confirmed(page);
  await field(page, 'pages').locator('input').fill('36');
  const error = field(page, 'pages').locator('.qf-issue-error');
  await expect(error).toContainText('Saddle stitching takes at most 32 pages (36 chosen)');
  await expect(page.getByTestId('quote-unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await shoot(page, 'quote-booklet-error');

  await field(page, 'pages').getByRole('button', { name: 'Switch to Perfect binding' }).click();
  await expect(field(page, 'binding').locator('.is-selected')).toHaveAttribute('data-value', 'perfect_bind');
  await expect(error).toHaveCount(0);
  await expect(total(page)).toContainText('AED');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page).toHaveURL(/pages=36&binding=perfect_bind/);
  await confirmed(page);
  await shoot(page, 'quote-booklet-fixed');
});

test('banner under 1 m² is billed as 1 m²', async ({ page }) => {
  // Without hems (which are priced by the metre of edge), 1 m² and 0.48 m² cost the same.
  await page.goto('/pc/custom/banner_flex_frontlit?size=custom&width_mm=1000&height_mm=1000&edge=none');
  await confirmed(page);
  const oneSquareMetre = await total(page).textContent();

  await page.getByLabel('Width').fill('800');
  await page.getByLabel('Height').fill('600');
  await expect(field(page, 'quantity').locator('.qf-issue-warning')).toContainText('The printed area is 0.48 m²; it is charged as the minimum of 1 m²');
  await expect(page.getByTestId('quote-billable-area')).toHaveText('1 m²');
  await expect(total(page)).toHaveText(oneSquareMetre!);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Show price breakdown' }).click();
  await expect(page.locator('.price-breakdown tr[data-line="material"] td')).toHaveText(/AED\s30\.00/);
  await confirmed(page);
  await shoot(page, 'quote-banner-min-area');
});

test('die-cut sticker 15 × 15 mm is refused', async ({ page }) => {
  await page.goto('/pc/custom/sticker_die_cut');
  await field(page, 'width_mm').locator('input').fill('15');
  await field(page, 'height_mm').locator('input').fill('15');
  await expect(field(page, 'width_mm').locator('.qf-issue-error')).toContainText('piece must be at least 20 × 20 mm');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await confirmed(page);
  await expect(field(page, 'width_mm').locator('.qf-issue-error')).toBeVisible();
  await shoot(page, 'quote-sticker-error');
});

test('box whose blank exceeds 860 × 620 mm is refused; the box gallery links to each style', async ({ page }) => {
  await page.goto('/pc/box_show');
  await expect(page.locator('.box-card')).toHaveCount(4);
  await expect(page.getByTestId('box-from').first()).toContainText(/from AED\s[\d,]+\.\d\d/);
  await shoot(page, 'quote-box-gallery');
  await page.goto('/pc/box_kh_show');
  await expect(page.getByRole('heading', { level: 1, name: 'Folding boxes (tuck end)' })).toBeVisible();
  await page.locator('.box-card.is-featured a').click();
  await expect(page).toHaveURL(/\/pc\/custom\/box_kh$/);

  await confirmed(page);
  await field(page, 'length_mm').locator('input').fill('400');
  await field(page, 'width_mm').locator('input').fill('300');
  await field(page, 'height_mm').locator('input').fill('400');
  await expect(field(page, 'length_mm').locator('.qf-issue-error')).toContainText('beyond the 860 × 620 mm post-processing limit');
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  await shoot(page, 'quote-box-error');
});

test('conditional fields: the backing panel and foil-area fields show only when switched on, and stay out of the URL', async ({ page }) => {
  await page.goto('/pc/custom/sign_3d_letters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await confirmed(page);
  const panelFields = ['material', 'width_mm', 'height_mm'];
  for (const name of panelFields) await expect(field(page, name)).toHaveCount(0);
  await expect(page.getByText('Backing panel material')).toHaveCount(0);
  await shoot(page, 'quote-conditional-off');
  const without = await total(page).textContent();

  await field(page, 'backing_panel').locator('.qf-toggle').click();
  for (const name of panelFields) await expect(field(page, name)).toBeVisible();
  await expect(page.getByText('Backing panel material')).toBeVisible();
  await expect(total(page)).not.toHaveText(without!); // the panel is priced
  await field(page, 'width_mm').locator('input').fill('2000');
  await field(page, 'width_mm').locator('input').blur();
  await expect(page).toHaveURL(/backing_panel=1/);
  await expect(page).toHaveURL(/width_mm=2000/);
  await confirmed(page);
  await shoot(page, 'quote-conditional-on');

  // Off again: the fields go, the price and the URL forget them (the typed width is not chosen any more).
  await field(page, 'backing_panel').locator('.qf-toggle').click();
  for (const name of panelFields) await expect(field(page, name)).toHaveCount(0);
  await expect(total(page)).toHaveText(without!);
  await expect(page).not.toHaveURL(/width_mm|backing_panel/);
  await confirmed(page);

  // Business cards: the foil area shows with a foil only; a preset size says the dimensions, custom asks for them.
  await page.goto('/pc/custom/bc_premium?foil=none');
  await confirmed(page);
  await expect(field(page, 'finish_width_mm')).toHaveCount(0);
  await field(page, 'foil').locator('[data-value="gold"]').click();
  await expect(field(page, 'finish_width_mm')).toBeVisible();
  await expect(field(page, 'finish_height_mm')).toBeVisible();
  await field(page, 'size').locator('[data-value="85x55"]').click();
  await expect(page).toHaveURL(/size=85x55/);
  await expect(page).not.toHaveURL(/width_mm=/);
  await confirmed(page);
  await shoot(page, 'quote-conditional-foil');
});

test('goods links resolve /custom?id= to the product quote page', async ({ page, request }) => {
  const list = await (await request.get('/api/goods/lists?page_size=5&type=custom')).json().catch(() => null);
  const goods = (list?.data?.lists ?? []).find((g: { is_custom: number }) => g.is_custom === 1);
  test.skip(!goods, 'no custom goods listed');
  await page.goto(`/pc/custom?id=${goods.id}`);
  await expect(page).toHaveURL(new RegExp(`/pc/custom/${goods.custom_info.code}$`));
  await expect(total(page)).toContainText('AED');
});

test('design upload: bad names are refused before sending, a good file uploads with progress and goes with the order', async ({ page, request }) => {
  const { token } = await customer(request, 'upl');
  await page.goto('/pc/');
  await logIn(page, token);
  await page.goto('/pc/custom/bc_standard');
  await confirmed(page);
  const input = page.getByTestId('design-file');
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20)]);

  await input.setInputFiles({ name: 'my card.pdf', mimeType: 'application/pdf', buffer: pdf(100) });
  await expect(page.locator('.quote-upload [role=alert]')).toHaveText('The file name may contain only Chinese characters, English letters and digits.');
  await input.setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: pdf(100) });
  await expect(page.locator('.quote-upload [role=alert]')).toContainText('The file name has no size info');
  await input.setInputFiles({ name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: pdf(6 * 1024 * 1024) });
  await expect(page.locator('.quote-upload [role=alert]')).toContainText('under 5 MB');

  // Slow the upload so the progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 600 * 1024 });
  await input.setInputFiles({ name: `card90x54v${Date.now() % 1000}.pdf`, mimeType: 'application/pdf', buffer: pdf(1200 * 1024) });
  await expect(page.locator('.quote-progress progress')).toBeVisible();
  await shoot(page, 'quote-upload-progress');
  await expect(page.locator('.quote-upload-done')).toContainText(/Uploaded: card90x54v\d+\.pdf/, { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  const added = page.waitForRequest((r) => r.url().endsWith('/api/cart/add'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const body = (await added).postDataJSON() as { items: { file_id?: number }[] };
  expect(body.items[0]?.file_id).toEqual(expect.any(Number));
  await expect(page.locator('.quote-added')).toBeVisible();
  await shoot(page, 'quote-upload-done');
});

test('guest adds to cart: "Please log in first", login, back to the same configuration, added', async ({ page, request }) => {
  const { account, password } = await customer(request, 'gst');
  await page.goto('/pc/custom/bc_standard?stock=art_gloss_350&quantity=1000');
  await confirmed(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please log in first.')).toBeVisible();
  await expect(page).toHaveURL(/\/pc\/account\/login$/);

  await page.getByLabel('Phone / WhatsApp or nickname').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pc\/custom\/bc_standard\?stock=art_gloss_350&quantity=1000$/);
  await expect(field(page, 'stock').locator('.is-selected')).toHaveAttribute('data-value', 'art_gloss_350');
  await expect(page.locator('.quote-added')).toBeVisible();
  await expect(page.locator('.cart-link .badge')).toHaveText('1');
  await shoot(page, 'quote-guest-added');

  // Bulk ordering: two more versions in one call.
  await page.getByRole('button', { name: 'Order several versions' }).click();
  await page.getByLabel('Quantity of version 2').fill('2000');
  const bulk = page.waitForRequest((r) => r.url().endsWith('/api/cart/add'));
  await page.getByRole('button', { name: 'Add 2 versions to cart' }).click();
  expect(((await bulk).postDataJSON() as { items: { config: { quantity: number } }[] }).items.map((i) => i.config.quantity)).toEqual([1000, 2000]);
  await expect(page.locator('.cart-link .badge')).toHaveText('3');

  // Buy now adds the line and goes to order confirmation with its id.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/pc\/confirm_order\?ids=\d+$/);
});

test('guest registers from "Add to cart", then adds the same configuration again: one line with the summed quantity', async ({ page }) => {
  const suffix = uniqueStamp();
  await page.goto('/pc/custom/bc_standard?quantity=1000');
  await confirmed(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/pc\/account\/login$/);
  await page.getByRole('link', { name: 'Register' }).last().click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Nickname').fill(`merge${suffix}`);
  await expect(page.getByLabel('Nickname')).toHaveValue(`merge${suffix}`);
  await page.getByLabel('Phone / WhatsApp').fill(`+97156${suffix}`);
  await page.getByLabel('Password', { exact: true }).fill('merge2026');
  await page.getByLabel('Confirm password').fill('merge2026');
  await page.getByRole('button', { name: 'Register' }).click();

  // Registered and back on the quote: the interrupted "Add to cart" completed and said so.
  await expect(page).toHaveURL(/\/pc\/custom\/bc_standard\?quantity=1000$/);
  await expect(page.locator('.quote-added')).toBeVisible();
  await expect(page.locator('.cart-link .badge')).toHaveText('1');

  // The natural next click adds the same configuration again: it joins the line, and the shopper is told.
  await confirmed(page);
  const again = page.waitForResponse((r) => r.url().endsWith('/api/cart/add'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect(((await (await again).json()) as { code: number }).code).toBe(1);
  await expect(page.getByText('Added to your cart: the quantity joins the same line already there.')).toBeVisible();
  await expect(page.locator('.quote-added')).toBeVisible();
  await expect(page.locator('.cart-link .badge')).toHaveText('1');

  await page.goto('/pc/shop_cart');
  const rows = page.locator('.ck-cart-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('spinbutton', { name: 'Quantity of Standard business cards' })).toHaveValue('2000');
});

test('Arabic: the quote page is right-to-left and the booklet journey works', async ({ page }) => {
  await page.context().addCookies([{ name: 'locale', value: 'ar', url: 'http://localhost' }]);
  await page.goto('/pc/custom/booklet_saddle_stitch?pages=36');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كتيبات مدبّسة' })).toBeVisible();
  await expect(field(page, 'pages').locator('.qf-issue-error')).toContainText('التدبيس الوسطي يتسع لـ 32 صفحة كحد أقصى');
  await expect(page.getByRole('button', { name: 'أضف إلى السلة' })).toBeDisabled();
  // Logical properties: the form's labels sit on the right, the price panel on the left.
  const label = await field(page, 'pages').locator('.qf-label').boundingBox();
  const control = await field(page, 'pages').locator('.qf-control').boundingBox();
  expect(label!.x).toBeGreaterThan(control!.x);
  const panel = await page.locator('.price-panel').boundingBox();
  const form = await page.locator('.quote-form').boundingBox();
  expect(panel!.x).toBeLessThan(form!.x);
  await shoot(page, 'quote-booklet-ar-error');

  await field(page, 'pages').getByRole('button', { name: /التبديل إلى/ }).click();
  await expect(total(page)).toContainText('AED');
  await field(page, 'quantity').getByText('250', { exact: true }).click();
  await expect(page.getByTestId('quote-quantity')).toContainText('250');
  await confirmed(page);
  await shoot(page, 'quote-booklet-ar');
});
