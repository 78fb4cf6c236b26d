/**
 * The online design editor (issue 14; docs/online-design.md).
 * 1. From the business-card quote page, "Design online" → pick a template → change the name → add an image → "use
 *    this design" → the cart line carries the editor's PDF: two pages of 96 × 60 mm (90 × 54 trim + 3 mm bleed), text
 *    with the new name (read with pdf.js). The quote page never loads the editor's code.
 * 2. In Arabic: the side menu's "Online design" opens the editor (not the 404 page); an Arabic template's text is
 *    laid out right to left on the canvas and in the PDF; "my designs" lists the design.
 * Screenshots in English and Arabic go to tests/e2e/screenshots/editor-*.png.
 */
import { writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiCustomer, expect, pngFile, test } from './fixtures';

const shots = 'tests/e2e/screenshots';
const MM = 72 / 25.4;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/editor-${name}.png`, fullPage: true });
}

/** The design file on the cart line of this product (as the server stored it), downloaded by its owner. */
async function cartLinePdf(request: APIRequestContext, token: string, code: string): Promise<{ name: string; bytes: Uint8Array }> {
  const cart = await (await request.get('/api/cart/lists', { headers: { token } })).json();
  const line = cart.data.lists.find((l: { code: string }) => l.code === code);
  expect(line?.file, 'the cart line has a design file').toBeTruthy();
  const file = await request.get(`/api/upload/file?id=${line.file.id}`, { headers: { token } });
  expect(file.headers()['content-type']).toBe('application/pdf');
  return { name: line.file.name, bytes: new Uint8Array(await file.body()) };
}

async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: { width: number; height: number; items: { str: string; dir: string }[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view;
    const text = await page.getTextContent();
    pages.push({ width: x1! - x0!, height: y1! - y0!, items: text.items.flatMap((item) => ('str' in item ? [{ str: item.str, dir: item.dir }] : [])) });
  }
  await pdf.destroy();
  return pages;
}

/** "Use this design": the editor makes the PDF, the server checks and stores it, the line goes to the cart. */
async function useThisDesign(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Use this design|استخدام هذا التصميم/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await page.waitForURL(/\/pc\/shop_cart/, { timeout: 30_000 });
}

test('business card: quote page → template → new name → image → use this design: the cart line has a 96 × 60 mm PDF with the name', async ({ page, request, baseURL }) => {
  const { token } = await apiCustomer(request, 'editor');
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/pc/custom/bc_standard');
  await expect(page.locator('.price-panel')).toHaveAttribute('data-source', 'server');
  // The quote page loads none of the editor (Fabric, pdf-lib, fonts): they are the /design route's chunks.
  expect(scripts.filter((url) => /design-page|pdf-export|fonts-/.test(url))).toEqual([]);
  await page.getByTestId('design-online').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/editor-quote-button.png` });

  await page.getByTestId('design-online').click();
  await page.waitForURL(/\/pc\/design\?id=\d+/);
  const editor = page.locator('.de-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByText('90 × 54 mm + 3 mm bleed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Front' })).toBeVisible(); // 4/4: two printed sides

  await page.locator('[data-template="card-classic-green"]').click();
  await page.locator('.de-layer', { hasText: 'Jane Doe' }).click();
  await page.getByLabel('Text', { exact: true }).fill('Fatima Al Zahra');
  await expect(page.locator('.de-layer', { hasText: 'Fatima Al Zahra' })).toBeVisible();

  // A 1200 × 800 px photo placed at 72 mm is sharp (423 dpi); a 120 × 80 px one is not, and the editor says so.
  await page.getByTestId('design-image-input').setInputFiles(pngFile('photo.png', 1200, 800, (x, y) => [x % 256, y % 256, 120]));
  await expect(page.locator('.de-layer', { hasText: 'Image' })).toHaveCount(1);
  await page.getByTestId('design-image-input').setInputFiles(pngFile('tiny.png', 120, 80, () => [200, 30, 30]));
  await expect(page.locator('.de-layer', { hasText: 'Image' })).toHaveCount(2);
  await expect(page.locator('.de-warnings').first()).toContainText('dpi');
  await page.getByRole('button', { name: 'Delete' }).click(); // the small one is selected: it goes
  await expect(page.locator('.de-layer', { hasText: 'Image' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.de-layer', { hasText: 'Image' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.locator('.de-layer', { hasText: 'Image' })).toHaveCount(1);
  await shoot(page, 'en');

  await useThisDesign(page);
  const file = await cartLinePdf(request, token, 'bc_standard');
  expect(file.name).toMatch(/^design\d+size96x60\.pdf$/);
  writeFileSync(`${shots}/editor-en.pdf`, file.bytes); // to look at (pdftoppm), beside the screenshots
  const pdf = await readPdf(file.bytes);
  expect(pdf).toHaveLength(2);
  for (const sheet of pdf) {
    expect(sheet.width).toBeCloseTo(96 * MM, 1); // 272.13 pt
    expect(sheet.height).toBeCloseTo(60 * MM, 1); // 170.08 pt
  }
  expect(pdf[0]!.items.map((i) => i.str).join(' ')).toContain('Fatima Al Zahra');
});

test('Arabic: the side menu opens the editor; an Arabic template runs right to left on the canvas and in the PDF; my designs lists it', async ({ page, request, baseURL }) => {
  const { token } = await apiCustomer(request, 'editorar');
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL! },
    { name: 'locale', value: 'ar', url: baseURL! },
  ]);
  await page.goto('/pc/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('.side-menu').getByRole('link', { name: 'التصميم عبر الإنترنت' }).click();
  await page.waitForURL(/\/pc\/design$/);
  await expect(page.getByRole('heading', { level: 1, name: 'التصميم عبر الإنترنت' })).toBeVisible();
  await shoot(page, 'ar-start');

  await page.locator('.de-kinds').getByRole('link', { name: /بطاقة عمل/ }).click();
  await page.waitForURL(/\/pc\/design\?id=\d+/);
  await page.locator('[data-template="card-arabic-gold"]').click();
  const name = page.locator('.de-layer', { hasText: 'أحمد المنصوري' });
  await expect(name).toBeVisible();
  // On the canvas the text object is laid out right to left.
  await name.click();
  await expect(page.getByLabel('النص', { exact: true })).toHaveValue('أحمد المنصوري');
  await shoot(page, 'ar');

  await useThisDesign(page);
  const file = await cartLinePdf(request, token, 'bc_standard');
  writeFileSync(`${shots}/editor-ar.pdf`, file.bytes);
  const pdf = await readPdf(file.bytes);
  expect(pdf[0]!.width).toBeCloseTo(96 * MM, 1);
  const arabic = pdf[0]!.items.filter((i) => /[\u0600-\u06ff]/.test(i.str));
  expect(arabic.length).toBeGreaterThan(0);
  expect(arabic.every((i) => i.dir === 'rtl')).toBe(true);
  expect(arabic.map((i) => i.str).join(' ').replace(/[\u200e\u200f\u202a-\u202e]/g, '')).toContain('أحمد المنصوري');

  await page.goto('/pc/user/my_designs');
  await expect(page.getByTestId('editor-designs').locator('li')).toHaveCount(1);
  await shoot(page, 'ar-my-designs');
});
