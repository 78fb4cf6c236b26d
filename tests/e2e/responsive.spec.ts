/**
 * Narrow screens (issue 16): from 360 px up every page is usable. At 360, 768, 1024 and 1366 px the home page, a
 * quote page, the cart and confirm order never scroll sideways, and their order buttons are on screen and not
 * covered by anything (the element at each button's centre is the button). Screenshots go to
 * tests/e2e/screenshots/responsive-<page>-<width>.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiCustomer, apiPost, expect, test, type Page } from './fixtures';

const WIDTHS = [360, 768, 1024, 1366] as const;
const shots = 'tests/e2e/screenshots';

async function customer(request: APIRequestContext): Promise<{ token: string; lineId: number }> {
  const { token } = await apiCustomer(request, 'narrow');
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: { quantity: 1000 } }] }, token);
  return { token, lineId: added.ids[0] };
}

/** The page itself never scrolls sideways (wide tables scroll inside their own box). */
async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${label}: page scroll width ${scroll} > viewport ${client}`).toBeLessThanOrEqual(client);
}

/** Scrolled into view, the button is inside the viewport and is what a tap at its centre hits. */
async function expectUncovered(page: Page, name: string | RegExp, label: string) {
  const button = page.getByRole('button', { name }).first();
  await button.scrollIntoViewIfNeeded();
  await expect(button, label).toBeInViewport();
  const hit = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const top = document.elementFromPoint(x, y);
    return { inside: x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight, hits: top !== null && (top === el || el.contains(top)), top: top ? `${top.tagName}.${top.className}` : 'nothing' };
  });
  expect(hit, `${label}: the centre of "${String(name)}" is covered by ${hit.top}`).toEqual({ inside: true, hits: true, top: hit.top });
}

for (const width of WIDTHS) {
  test(`${width} px: home, quote, cart and confirm order fit and their order buttons are not covered`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    const { token, lineId } = await customer(request);

    await page.goto('/pc/');
    await expect(page.locator('.hero, .home-hero, main h1').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `home ${width}`);
    await page.screenshot({ path: `${shots}/responsive-home-${width}.png` });
    await page.screenshot({ path: `${shots}/responsive-home-full-${width}.png`, fullPage: true });

    await page.goto('/pc/custom/bc_standard');
    await expect(page.locator('.price-panel')).toHaveAttribute('data-source', 'server');
    await expectNoSidewaysScroll(page, `quote ${width}`);
    await page.screenshot({ path: `${shots}/responsive-quote-${width}.png` });
    await expectUncovered(page, 'Add to cart', `quote ${width}`);
    await expectUncovered(page, 'Buy now', `quote ${width}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/responsive-quote-full-${width}.png`, fullPage: true });

    await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto('/pc/shop_cart');
    await expect(page.locator('.ck-cart-table tbody tr')).toHaveCount(1);
    await expectNoSidewaysScroll(page, `cart ${width}`);
    await expectUncovered(page, 'Check out', `cart ${width}`);
    await page.screenshot({ path: `${shots}/responsive-cart-${width}.png`, fullPage: true });

    await page.goto(`/pc/confirm_order?ids=${lineId}`);
    await expect(page.locator('.ck-total-due')).toBeVisible();
    await expectNoSidewaysScroll(page, `confirm ${width}`);
    await expectUncovered(page, 'Submit order', `confirm ${width}`);
    await page.screenshot({ path: `${shots}/responsive-confirm-${width}.png`, fullPage: true });
  });
}
