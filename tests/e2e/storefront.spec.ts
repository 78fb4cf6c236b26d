import { expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('home → category panel → category → goods list with pagination → details', async ({ page }) => {
  await page.goto('/pc/');
  const panel = page.locator('.category-panel.mode-home .category-menu');
  await expect(panel).toBeVisible();
  const size = await panel.locator('.category-level1').boundingBox();
  expect(Math.round(size!.width)).toBe(260);
  expect(Math.round(size!.height)).toBe(720);
  await shoot(page, 'home');

  // Hovering a first-level category opens its sub-categories and promos; leaving keeps the home list open.
  await page.locator('.category-level1 li', { hasText: 'Boxes & packaging' }).hover();
  await expect(page.locator('.category-detail')).toBeVisible();
  await expect(page.locator('.category-level3 li').first()).toBeVisible();
  expect(Math.round((await page.locator('.category-level3 li').first().boundingBox())!.width)).toBe(180);
  await expect(page.locator('.category-promos img').first()).toBeVisible();

  await page.locator('.category-level1 li', { hasText: 'Boxes & packaging' }).click();
  await expect(page).toHaveURL(/\/pc\/category\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boxes & packaging' })).toBeVisible();
  await expect(page.locator('.goods-card').first()).toBeVisible();

  // All quote products, 20 per page: previous/next.
  await page.goto('/pc/goods_list/custom');
  await expect(page.locator('.goods-card')).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstName = await page.locator('.goods-card .goods-name').first().textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(page.locator('.goods-card .goods-name').first()).not.toHaveText(firstName!);
  await shoot(page, 'list');

  await page.locator('.goods-card').first().click();
  await expect(page).toHaveURL(/goods_details\?id=\d+/);
  await expect(page.locator('.details-info h1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Configure and get the exact price' })).toHaveAttribute('href', /\/pc\/custom\?id=\d+/);
  await expect(page.getByText('Bleed 1 mm for digital print, 3 mm for offset.')).toBeVisible();
  await shoot(page, 'details');
});

test('elsewhere the category panel opens on hover and hides on leave', async ({ page }) => {
  await page.goto('/pc/news_list');
  await expect(page.locator('.category-menu')).toHaveCount(0);
  await page.locator('.category-trigger').hover();
  await expect(page.locator('.category-menu')).toBeVisible();
  await page.mouse.move(1300, 800);
  await expect(page.locator('.category-menu')).toHaveCount(0);
});

test('search: empty text is refused, Enter and the button search by name', async ({ page }) => {
  await page.goto('/pc/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please enter the product name');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/pc\/?$/);

  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('business cards');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pc\/goods_list\?name=business%20cards$/);
  await expect(page.getByRole('heading', { name: 'Results for “business cards”' })).toBeVisible();
  await expect(page.locator('.goods-card').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Search in' }).selectOption('ready_stock');
  await box.fill('zzzz-no-such-thing');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/goods_list\?name=zzzz-no-such-thing$/);
  await expect(page.getByText('No products match “zzzz-no-such-thing”.', { exact: false })).toBeVisible();
});

test('side menu: quote order loads goods into the flyout; category 26 groups collapse', async ({ page }) => {
  await page.goto('/pc/');
  await page.locator('.side-item', { hasText: 'Quote & order' }).hover();
  await expect(page.locator('.side-categories li')).toHaveCount(12);
  await page.locator('.side-categories button', { hasText: 'Stickers & labels' }).click();
  const groups = page.locator('.flyout-group-title');
  await expect(groups.first()).toBeVisible();
  const first = groups.first();
  const items = page.locator('.flyout-group').first().locator('.flyout-goods li');
  await expect(items.first()).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.flyout-group').first().locator('.flyout-goods')).toHaveCount(0);
  await page.locator('.side-categories button', { hasText: 'Posters' }).click();
  await expect(page.locator('.flyout-goods li').first()).toBeVisible();
});

test('floating bar: phone and WhatsApp panels list the service lines', async ({ page }) => {
  await page.goto('/pc/');
  await page.locator('.float-item', { hasText: 'Phone' }).hover();
  const panel = page.getByRole('dialog', { name: 'Phone' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('li')).toHaveCount(5);
  await expect(panel).toContainText('After-sales');
  await expect(panel.locator('a').first()).toHaveAttribute('href', /^tel:\+971/);
  await page.locator('.float-item', { hasText: 'WhatsApp' }).hover();
  await expect(page.getByRole('dialog', { name: 'WhatsApp' }).locator('a').first()).toHaveAttribute('href', /^https:\/\/wa\.me\/971/);
});

test('Arabic mirrors the layout and survives a reload; Chinese too', async ({ page }) => {
  await page.goto('/pc/');
  await page.locator('.language-select select').first().selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.category-bar-title')).toHaveText('كل الفئات');
  // Mirrored: the category list sits on the right, the side menu on the right edge.
  const list = await page.locator('.category-level1').boundingBox();
  expect(list!.x).toBeGreaterThan(600);
  const side = await page.locator('.side-menu-items').boundingBox();
  expect(side!.x).toBeGreaterThan(1200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('من الاثنين إلى السبت', { exact: false }).first()).toBeVisible();
  await shoot(page, 'home-ar');
  await page.goto('/pc/goods_details?id=101');
  await expect(page.getByText(/د\.إ\.‏|AED/).first()).toBeVisible();
  await shoot(page, 'details-ar');

  await page.locator('.language-select select').first().selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('link', { name: '配置并获取精确报价' })).toBeVisible();
});

test('help articles and notices open from the footer and home', async ({ page }) => {
  await page.goto('/pc/');
  const help = page.locator('.footer-help a');
  await expect(help).toHaveCount(12);
  await expect(help.last()).toHaveAttribute('href', '/pc/news_list/detail?id=13');
  await help.nth(4).click();
  await expect(page).toHaveURL(/news_list\/detail\?id=5/);
  await expect(page.locator('.content-main h1')).toBeVisible();
  await expect(page.locator('.rich-text p').first()).toBeVisible();
  await page.goto('/pc/');
  await page.locator('.home-notices li a').first().click();
  await expect(page).toHaveURL(/notice_list\/detail\?id=\d+/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('site closed: every layout shows "Site closed" when pc_status is off', async ({ page }) => {
  await page.route('**/api/pc/commonData', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.shop.pc_status = 0;
    await route.fulfill({ response, json: body });
  });
  for (const path of ['/pc/', '/pc/account/login', '/pc/404']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Site closed' })).toBeVisible();
  }
});

test('login returns to the page the shopper came from (back_url)', async ({ page, request }) => {
  const mobile = `+97156${uniqueStamp()}`;
  const registered = await (await request.post('/api/account/register', { data: { type: 'personal', nickname: `back${mobile.slice(-7)}`, mobile, password: 'return123', password_confirm: 'return123' } })).json();
  expect(registered.code).toBe(1);
  await page.goto('/pc/equity');
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/account\/login/);
  await page.getByLabel('Phone / WhatsApp or nickname').fill(mobile);
  await page.getByLabel('Password').fill('return123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pc\/equity$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('API errors: HTTP 400 leads to /404', async ({ page }) => {
  await page.route('**/api/goods/lists**', (route) => route.fulfill({ status: 400, json: { code: 0, show: 1, msg: 'bad', data: {} } }));
  await page.goto('/pc/goods_list/custom?page=3');
  await expect(page).toHaveURL(/\/pc\/404$/);
});
