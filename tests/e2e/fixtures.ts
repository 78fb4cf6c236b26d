import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect as baseExpect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** `test` with the page's errors, failed requests and HTTP errors reported in the test output. */
export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const log: string[] = [];
    page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => log.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && log.length > 0) {
      await testInfo.attach('browser-log', { body: log.join('\n'), contentType: 'text/plain' });
      console.log(`[${testInfo.title}] browser log:\n  ${log.join('\n  ')}`);
    }
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/** A POST to the API that must succeed (code 1); its data. */
export async function apiPost(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const body = await (await request.post(`/api${path}`, { headers: token ? { token } : {}, data })).json();
  baseExpect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

const stampBase = Date.now() % 1_000_000;
let stampSeq = 0;

/**
 * Seven digits no other call in this run gives, for phone numbers and nicknames: the Playwright worker's index, then
 * a per-worker counter that starts from the clock (a worker restarted after a failure starts further on).
 */
export function uniqueStamp(): string {
  stampSeq += 1;
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `${worker}${String((stampBase + stampSeq) % 1_000_000).padStart(6, '0')}`;
}

/** A new personal customer registered and logged in through the API, with one address in the book. */
export async function apiCustomer(request: APIRequestContext, prefix: string): Promise<{ token: string; mobile: string; password: string }> {
  const stamp = uniqueStamp();
  const mobile = `+97153${stamp}`;
  const password = `${prefix}2026ok`;
  await apiPost(request, '/account/register', { type: 'personal', nickname: `${prefix}${stamp}`, mobile, password, password_confirm: password });
  const { token } = await apiPost(request, '/account/login', { account: mobile, password });
  await apiPost(request, '/address/add', { recipient: 'Layla Haddad', phone: '+971 50 123 4567', province: 'Dubai', city: 'Dubai', address: 'Office 1204, Bay Square 3', area: 'Business Bay', postal_code: '00000' }, token);
  return { token, mobile, password };
}

/**
 * A console account playwright.config.ts made with `npm run staff:add` before the server started: `staff`
 * (+971500000900) or `admin` (+971500000901); the one-time password is in the data directory.
 */
export function consoleAccount(role: 'staff' | 'admin' = 'staff'): { mobile: string; password: string } {
  const file = `${role}-account.txt`;
  const text = readFileSync(join(process.env.E2E_DATA_DIR ?? '', file), 'utf8');
  const password = /password \(shown once\): (\S+)/.exec(text)?.[1];
  if (!password) throw new Error(`no password in ${file}: ${text}`);
  return { mobile: role === 'admin' ? '+971500000901' : '+971500000900', password };
}

/** Signs a console account in through the console's sign-in page (English). */
export async function consoleSignIn(page: Page, role: 'staff' | 'admin' = 'staff') {
  const account = consoleAccount(role);
  await page.goto('/admin/');
  await page.getByLabel('Mobile number or nickname').fill(account.mobile);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await baseExpect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Logs a shopper in through the shop's login page (English). */
export async function shopperLogIn(page: Page, mobile: string, password: string) {
  await page.goto('/pc/account/login');
  await page.getByLabel('Phone / WhatsApp or nickname').fill(mobile);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await baseExpect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

let pngSeq = 0;

/**
 * A real (viewable) RGB PNG of `width` × `height` whose pixels `pixel(x, y)` paints, as a file chooser takes it. Each
 * call's bytes differ (a comment chunk with a sequence number and the time): the shop refuses the same file twice a
 * day, and two pictures that happen to look alike must not trip it.
 */
export function pngFile(name: string, width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  pngSeq += 1;
  const comment = pngChunk('tEXt', Buffer.from(`Comment\0printfront e2e ${process.pid} ${Date.now()} ${pngSeq}`, 'latin1'));
  const buffer = Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), comment, pngChunk('IEND', Buffer.alloc(0))]);
  return { name, mimeType: 'image/png', buffer };
}

/** A staff member's token, signed in through the API (the console's account). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const staff = consoleAccount();
  const { token } = await apiPost(request, '/account/login', { account: staff.mobile, password: staff.password });
  return token as string;
}

/** An order of one business-card line paid by sandbox card, then moved by staff (through the API) to delivered. */
export async function deliveredOrder(page: Page, request: APIRequestContext, customer: { token: string }, staff: string) {
  const design = { name: 'card90x54.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n% after-sales ${Date.now()} ${Math.random()}\n%%EOF\n`) };
  const upload = await (await request.post('/api/upload/design', { headers: { token: customer.token }, multipart: { file: design } })).json();
  baseExpect(upload.code, upload.msg).toBe(1);
  const added = await apiPost(request, '/cart/add', { items: [{ code: 'bc_standard', config: {}, file_id: upload.data.id }] }, customer.token);
  const { lists } = await (await request.get('/api/address/lists', { headers: { token: customer.token } })).json().then((b) => b.data);
  const addressId = lists[0].id;
  const preview = await apiPost(request, '/order/preview', { cart_ids: added.ids, address_id: addressId, delivery: 'door' }, customer.token);
  const order = await apiPost(
    request,
    '/order/submit',
    { cart_ids: added.ids, address_id: addressId, delivery: 'door', agree_terms: true, idempotency_key: `aftersales${Date.now()}${Math.floor(Math.random() * 1e6)}`, expected_amount_due_fils: preview.totals.amount_due_fils },
    customer.token,
  );
  const pay = await apiPost(request, '/pay/prepay', { order_id: order.order_id, method: 'online' }, customer.token);
  await page.goto(pay.redirect_url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await baseExpect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  for (const event of ['review_ok', 'produce', 'stock', 'ship', 'deliver']) {
    const detail = await (await request.get(`/api/staff/order/detail?id=${order.order_id}`, { headers: { token: staff } })).json();
    const version = detail.data.version;
    if (event === 'ship') await apiPost(request, '/staff/order/ship', { id: order.order_id, version, courier: 'Aramex', tracking_no: 'AX 2026' }, staff);
    else await apiPost(request, '/staff/order/move', { id: order.order_id, version, event }, staff);
  }
  return order as { order_id: number; order_sn: string };
}
