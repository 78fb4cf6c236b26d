/**
 * The console's sign-in with a customer's account: refused with one message (no "Login successful" beside it), and
 * the shop's session in the same browser is left alone. Screenshots: console-sign-in-customer-{en-1366,ar-390}.png.
 */
import { apiCustomer, expect, test } from './fixtures';

const shots = 'tests/e2e/screenshots';

for (const { locale, width, notStaff } of [
  { locale: 'en', width: 1366, notStaff: 'This account is not a staff account. The console is for shop staff only.' },
  { locale: 'ar', width: 390, notStaff: null },
]) {
  test(`a customer's account is refused with one message and the shop stays logged in (${locale}, ${width} px)`, async ({ page, request, baseURL }) => {
    const shopper = await apiCustomer(request, `shopin${locale}`);
    const other = await apiCustomer(request, `cons${locale}`);
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([
      { name: 'token', value: shopper.token, url: baseURL! },
      { name: 'locale', value: locale, url: baseURL! },
    ]);
    await page.goto('/admin/login');
    await page.locator('input[name="account"]').fill(other.mobile);
    await page.locator('input[name="password"]').fill(other.password);
    await page.locator('button[type="submit"]').click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveCount(1);
    if (notStaff) await expect(alert).toHaveText(notStaff);
    else await expect(alert).toContainText(/[\u0600-\u06ff]/);
    await page.waitForTimeout(800);
    await expect(page.locator('.toast')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/console-sign-in-customer-${locale}-${width}.png`, fullPage: true });

    // The shop's session is the one it was: still valid, still in the browser.
    const cookies = await page.context().cookies(baseURL!);
    expect(cookies.find((c) => c.name === 'token')?.value).toBe(shopper.token);
    const me = await (await request.get('/api/pc/commonData', { headers: { token: shopper.token } })).json();
    expect(me.data.my).toBeTruthy();
    await page.goto('/pc/user');
    await expect(page).toHaveURL(/\/pc\/user/);
    await expect(page.locator('.user-menu, .top-bar, header').first()).toContainText(`shopin${locale}`);
  });
}
