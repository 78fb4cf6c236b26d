/**
 * Personal information (/user/profile) against the real server: nickname, name and gender (a nickname another
 * account holds is refused); the avatar (a real PNG shows; a file over 1 MB is refused before sending); the phone
 * change dialog (the code is sent, a wrong code is refused); the password change, which logs out the other device.
 * Arabic lays the page out right-to-left. Screenshots go to tests/e2e/screenshots/profile-*.png.
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { apiPost, expect, test, uniqueStamp, type Page } from './fixtures';

const shots = 'tests/e2e/screenshots';

async function customer(request: APIRequestContext) {
  const stamp = uniqueStamp();
  const mobile = `+97152${stamp}`;
  const password = 'profile123';
  const nickname = `pf${stamp}`;
  await apiPost(request, '/account/register', { type: 'personal', nickname, mobile, password, password_confirm: password });
  const { token } = await apiPost(request, '/account/login', { account: mobile, password });
  return { mobile, password, nickname, token: String(token) };
}

async function logIn(page: Page, who: { mobile: string; password: string }) {
  await page.goto('/pc/user/profile');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Phone / WhatsApp or nickname').fill(who.mobile);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/pc\/user\/profile$/);
}

/** A real 8 × 8 PNG (green), so the browser can draw it. */
function pngImage(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [46, 160, 67]).flat())])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('profile: nickname and details, avatar, phone change by code, password change logs out the other device', async ({ page, request }) => {
  const me = await customer(request);
  const other = await customer(request);
  await logIn(page, me);
  await expect(page.getByRole('heading', { name: 'Personal information', level: 1 })).toBeVisible();
  await expect(page.locator('.user-menu').getByRole('link', { name: 'Personal information' })).toHaveAttribute('aria-current', 'page');

  // Basic information: a nickname someone else holds is refused; a free one is saved with the name and gender.
  await page.getByLabel('Nickname').fill(other.nickname.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This nickname is already taken.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  const nickname = `${me.nickname}x`;
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByLabel('Name', { exact: true }).fill('Layla Haddad');
  await page.getByLabel('Gender').selectOption({ label: 'Female' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your information has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue(nickname);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Layla Haddad');
  await expect(page.getByLabel('Gender')).toHaveValue('female');

  // Avatar: over 1 MB is refused in the browser; a PNG is stored and shown.
  const input = page.getByTestId('avatar-input');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([pngImage(), Buffer.alloc(1024 * 1024)]) });
  await expect(page.getByText('The picture is larger than 1 MB. Please choose a smaller one.')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
  const avatar = page.getByRole('img', { name: 'Your avatar' });
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  // Phone change: a malformed number is refused, the code is sent to the new number, a wrong code is refused.
  await page.getByRole('button', { name: 'Change phone number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change phone number' });
  await dialog.getByLabel('New phone / WhatsApp number').fill('12');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('Enter a phone number of at least 6 digits.')).toBeVisible();
  const next = `+97156${uniqueStamp()}`;
  await dialog.getByLabel('New phone / WhatsApp number').fill(next);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`Code sent to ${next}. Enter it here.`)).toBeVisible();
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText(/The verification code is wrong|Too many wrong codes/)).toBeVisible();
  await page.screenshot({ path: `${shots}/profile-phone-dialog.png` });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(me.mobile)).toBeVisible();

  // Password: the current one is required; the change logs out the other device, this one stays.
  await page.getByLabel('Current password').fill('wrong999');
  await page.getByLabel('New password', { exact: true }).fill('fresh2026');
  await page.getByLabel('Repeat new password').fill('fresh2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat new password').fill('fresh2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Current password').fill(me.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Other devices have been logged out.')).toBeVisible();
  const otherDevice = await (await request.get('/api/account/profile', { headers: { token: me.token } })).json();
  expect(otherDevice.code).toBe(-1);
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue(nickname);
  await page.screenshot({ path: `${shots}/profile-en.png`, fullPage: true });

  // Arabic: right-to-left.
  await page.evaluate(() => (document.cookie = 'locale=ar; path=/'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'المعلومات الشخصية', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/profile-ar.png`, fullPage: true });
});
