/**
 * The editor shows what the server holds (docs/online-design.md, "Saving"):
 * 1. A design started on the page, given a template and a name and saved, then opened again from My designs (same
 *    tab) shows the saved name and objects — not the blank state the first visit cached — and the template's green
 *    band keeps its fill through save → reopen. "Use this design" on the reopened design puts it in the cart with its PDF.
 * 2. A design saved elsewhere meanwhile (another tab: here the API) is never overwritten: the editor's save is refused
 *    with a translated message and offers to reload the saved version or keep this one as a copy.
 * Screenshots at 1366 and 390 px, English and Arabic, go to tests/e2e/screenshots/editor-reopen-*.png.
 */
import type { Page } from '@playwright/test';
import { apiCustomer, apiPost, expect, test } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/editor-reopen-${name}.png`, fullPage: true });
}

test('reopened from My designs in the same tab: the saved name and template (fills kept); no stale autosave; "Use this design" fills the cart', async ({ page, request, baseURL }) => {
  const { token } = await apiCustomer(request, 'reopen');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await page.goto('/pc/design?code=bc_standard');
  await page.waitForURL(/\/pc\/design\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.locator('.de-editor')).toBeVisible();
  await expect(page.locator('.de-layer')).toHaveCount(0);

  await page.locator('[data-template="card-classic-green"]').click();
  await expect(page.locator('.de-layer', { hasText: 'Jane Doe' })).toBeVisible();
  await page.getByLabel('Design name').fill('Green card');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  // The server keeps the band's fill.
  const saved = await (await request.get(`/api/editor/detail?id=${id}`, { headers: { token } })).json();
  expect(saved.data.doc.pages[0].objects.find((o: { type: string }) => o.type === 'rect')).toMatchObject({ fill: '#1b7f4b', radius_mm: 0 });

  // Client-side navigation (no reload): the side menu's Online design → Open one of my designs → the design.
  await page.locator('.side-menu').getByRole('link', { name: 'Online design' }).click();
  await page.waitForURL(/\/pc\/design$/);
  await page.getByRole('link', { name: 'Open one of my designs' }).click();
  await page.getByTestId('editor-designs').getByRole('link', { name: 'Green card' }).first().click();
  await page.waitForURL(new RegExp(`/pc/design\\?id=${id}`));
  await expect(page.getByLabel('Design name')).toHaveValue('Green card');
  await expect(page.locator('.de-layer', { hasText: 'Jane Doe' })).toBeVisible();
  await page.locator('.de-layer', { hasText: 'Rectangle' }).first().click();
  await expect(page.getByLabel('No fill')).not.toBeChecked();
  await expect(page.getByLabel('Fill', { exact: true })).toHaveValue('#1b7f4b');
  await shoot(page, 'reopened-en-1366');

  // An edit autosaves on top of the saved version (not over it with the first state).
  await page.getByLabel('Design name').fill('Green card 2');
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible({ timeout: 15_000 });
  const after = await (await request.get(`/api/editor/detail?id=${id}`, { headers: { token } })).json();
  expect(after.data.name).toBe('Green card 2');
  expect(after.data.doc.pages[0].objects.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Use this design' }).click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await page.waitForURL(/\/pc\/shop_cart/, { timeout: 30_000 });
  const cart = await (await request.get('/api/cart/lists', { headers: { token } })).json();
  const line = cart.data.lists.find((l: { code: string }) => l.code === 'bc_standard');
  expect(line?.file?.name).toMatch(/^design\d+size96x60\.pdf$/);
});

for (const { locale, width } of [
  { locale: 'en', width: 1366 },
  { locale: 'ar', width: 390 },
]) {
  test(`a save over a newer version is refused with a clear message; reload or keep a copy (${locale}, ${width} px)`, async ({ page, request, baseURL }) => {
    const { token } = await apiCustomer(request, `stale${locale}`);
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([
      { name: 'token', value: token, url: baseURL! },
      { name: 'locale', value: locale, url: baseURL! },
    ]);
    const design = await apiPost(request, '/editor/create', { code: 'bc_standard', config: { quantity: 500, colours: '4_0' }, template_id: 'card-classic-green' }, token);
    await page.goto(`/pc/design?id=${design.id}`);
    await expect(page.locator('.de-editor')).toBeVisible();
    // Another tab saves a new name meanwhile.
    await apiPost(request, '/editor/save', { id: design.id, version: design.version, name: 'From the other tab', doc: design.doc }, token);

    await page.locator('.de-name input').fill('This tab');
    await page.locator('.de-bar-actions button').nth(2).click(); // Save
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(locale === 'ar' ? 'تغيّر' : 'changed');
    await shoot(page, `stale-${locale}-${width}`);
    const still = await (await request.get(`/api/editor/detail?id=${design.id}`, { headers: { token } })).json();
    expect(still.data.name).toBe('From the other tab');

    if (locale === 'en') {
      await dialog.getByRole('button', { name: 'Reload the saved version' }).click();
      await expect(page.locator('.de-name input')).toHaveValue('From the other tab');
      await page.locator('.de-name input').fill('Edited after reload');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      const now = await (await request.get(`/api/editor/detail?id=${design.id}`, { headers: { token } })).json();
      expect(now.data.name).toBe('Edited after reload');
    } else {
      await dialog.getByRole('button', { name: 'الاحتفاظ بنسختي كنسخة منفصلة' }).click(); // keep a copy
      await page.waitForURL((url) => url.searchParams.get('id') !== String(design.id) && url.searchParams.has('id'));
      await expect(page.locator('.de-name input')).toHaveValue(/This tab/);
      const lists = await (await request.get('/api/editor/lists', { headers: { token } })).json();
      expect(lists.data.count).toBe(2);
      await shoot(page, `copy-${locale}-${width}`);
    }
  });
}
