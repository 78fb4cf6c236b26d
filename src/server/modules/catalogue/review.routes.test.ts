/**
 * Reviews through the API (docs/reviews.md): only the owner, only after receipt, once per order line; stars, text and
 * pictures checked; the goods page's visible reviews with the average; pictures served only for visible reviews;
 * staff hide and show with a reason (audited, the author told); a double submit on PostgreSQL makes one review.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/shop-api.d';
import { auditLog, goods, reviews, userMessages } from '../../db/schema';
import { deliveredOrder, png, staffUser } from '../../testing/fixtures';
import { callApi, createTestApp, newUser, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';

type ReviewLine = components['schemas']['ReviewLine'];
type MyReview = components['schemas']['MyReview'];
type GoodsReviews = components['schemas']['GoodsReviews'];
type StaffReview = components['schemas']['StaffReview'];

let t: TestApp;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffUser(t.app, t.database);
});
afterAll(() => t.close());

const jpeg = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]), Buffer.from(text)]);

/** A received order of business cards and flyers (two lines to review). */
async function received() {
  const c = await deliveredOrder(t.app, t.database, staff.token, [
    { code: 'bc_standard', config: { quantity: 500 } },
    { code: 'flyer_digital', config: { quantity: 100 } },
  ]);
  const done = await callApi(t.app, 'POST', '/api/order/confirmReceipt', { token: c.token, body: { id: c.orderId } });
  expect(done.body.code, done.body.msg).toBe(1);
  return c;
}

async function toWrite(token: string): Promise<ReviewLine[]> {
  const res = await callApi(t.app, 'GET', '/api/review/toWrite', { token });
  expect(res.body.code, res.body.msg).toBe(1);
  return (res.body.data as unknown as { lists: ReviewLine[] }).lists;
}

const submit = (token: string, body: Record<string, unknown>, locale?: string) => callApi(t.app, 'POST', '/api/review/submit', { token, body, ...(locale ? { locale } : {}) });

async function picture(token: string, content = png(`review ${Math.random()}`), name = 'cards.png'): Promise<number> {
  const res = await uploadFile(t.app, token, name, content, 'review');
  expect(res.body.code, res.body.msg).toBe(1);
  return Number(res.body.data.id);
}

async function goodsReviews(goodsId: number): Promise<GoodsReviews> {
  const res = await callApi(t.app, 'GET', `/api/review/goods?goods_id=${goodsId}`);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data as unknown as GoodsReviews;
}

async function goodsOf(code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: goods.id }).from(goods).where(and(eq(goods.customCode, code), eq(goods.isShow, true)));
  return row!.id;
}

describe('writing a review', () => {
  it('after receipt each line waits for a review; stars, text and pictures go on the goods page with the average', async () => {
    const c = await received();
    const lines = await toWrite(c.token);
    expect(lines.map((l) => l.code).sort()).toEqual(['bc_standard', 'flyer_digital']);
    const cards = lines.find((l) => l.code === 'bc_standard')!;
    expect(cards).toMatchObject({ order_id: c.orderId, order_status: 'closed', title: 'quote.product.bc_standard.title', quantity: 500 });
    const form = await callApi(t.app, 'GET', `/api/review/line?line_id=${cards.line_id}`, { token: c.token });
    expect(form.body.data).toMatchObject({ can_review: true, review: null, line: { line_id: cards.line_id } });
    const images = [await picture(c.token), await picture(c.token, jpeg(`photo ${Math.random()}`), 'photo.jpg')];
    const made = await submit(c.token, { line_id: cards.line_id, rating: 5, content: '  Crisp print, colours exactly as the proof.  ', image_ids: images });
    expect(made.body, made.body.msg).toMatchObject({ code: 1, msg: 'Thank you! Your review is published.', data: { rating: 5, content: 'Crisp print, colours exactly as the proof.', status: 'visible' } });
    expect((made.body.data as unknown as MyReview).images.map((i) => i.id)).toEqual(images);
    // The line is reviewed: it leaves the list and the form shows the review.
    expect((await toWrite(c.token)).map((l) => l.code)).toEqual(['flyer_digital']);
    expect((await callApi(t.app, 'GET', `/api/review/line?line_id=${cards.line_id}`, { token: c.token })).body.data).toMatchObject({ can_review: false, review: { rating: 5 } });
    const mine = (await callApi(t.app, 'GET', '/api/review/mine', { token: c.token })).body.data as unknown as { lists: MyReview[]; count: number };
    expect(mine).toMatchObject({ count: 1, lists: [{ rating: 5, line: { code: 'bc_standard', order_id: c.orderId } }] });

    const goodsId = await goodsOf('bc_standard');
    const page = await goodsReviews(goodsId);
    const shown = page.lists.find((r) => r.id === Number(made.body.data.id));
    expect(shown).toMatchObject({ rating: 5, content: 'Crisp print, colours exactly as the proof.' });
    expect(shown!.author).toMatch(/^u\*\*\*\d$/);
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.stars).toHaveLength(5);
    expect(page.average).toBe(Math.round((page.stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / page.count) * 10) / 10);
    // Its pictures are public while the review is shown.
    const image = await t.app.inject({ method: 'GET', url: `/api/review/image?id=${made.body.data.id}&file_id=${images[0]}` });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('before receipt nothing can be reviewed; another customer\'s line is "not found"', async () => {
    const c = await deliveredOrder(t.app, t.database, staff.token);
    const order = (await callApi(t.app, 'GET', `/api/order/detail?id=${c.orderId}`, { token: c.token })).body.data as unknown as { lines: { id: number }[] };
    const lineId = order.lines[0]!.id;
    expect(await toWrite(c.token)).toEqual([]);
    expect((await submit(c.token, { line_id: lineId, rating: 4, content: 'Good cards', image_ids: [] })).body).toMatchObject({ code: 0, msg: 'You can review a product once you have received the order.', data: { error: 'review_not_received' } });
    expect((await callApi(t.app, 'GET', `/api/review/line?line_id=${lineId}`, { token: c.token })).body.data).toMatchObject({ can_review: false });
    const other = await newUser(t.app);
    expect((await submit(other.token, { line_id: lineId, rating: 4, content: 'Good cards', image_ids: [] })).body.data).toMatchObject({ error: 'not_found', field: 'line_id' });
    expect((await callApi(t.app, 'GET', `/api/review/line?line_id=${lineId}`, { token: other.token })).body.data).toMatchObject({ error: 'not_found' });
    expect((await callApi(t.app, 'POST', '/api/review/submit', { body: { line_id: lineId, rating: 4, content: 'x', image_ids: [] } })).body.code).toBe(-1);
  });

  it('checks every input: stars 1–5, a text of 2–500 characters, at most 3 of the author\'s own unused pictures, once per line', async () => {
    const c = await received();
    const [line] = await toWrite(c.token);
    const base = { line_id: line!.line_id, rating: 4, content: 'Nice finish', image_ids: [] as number[] };
    expect((await submit(c.token, { ...base, rating: 0 })).status).toBe(400);
    expect((await submit(c.token, { ...base, rating: 4.5 })).status).toBe(400);
    expect((await submit(c.token, { ...base, content: ' x ' }, 'ar')).body).toMatchObject({ code: 0, data: { error: 'review_content', field: 'content' } });
    expect((await submit(c.token, { ...base, content: ' x ' })).body.msg).toBe('Please write 2 to 500 characters about the product.');
    expect((await submit(c.token, { ...base, content: 'a'.repeat(501) })).status).toBe(400);
    const four = [await picture(c.token), await picture(c.token), await picture(c.token), await picture(c.token)];
    expect((await submit(c.token, { ...base, image_ids: four })).body.data).toMatchObject({ error: 'review_images_max', field: 'image_ids' });
    const stranger = await newUser(t.app);
    expect((await submit(c.token, { ...base, image_ids: [await picture(stranger.token)] })).body.data).toMatchObject({ error: 'not_found', field: 'image_ids' });
    // A design file is no review picture.
    const design = await uploadFile(t.app, c.token, 'card90x54.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(String(Math.random()))]));
    expect((await submit(c.token, { ...base, image_ids: [Number(design.body.data.id)] })).body.data).toMatchObject({ error: 'not_found' });
    expect((await submit(c.token, { ...base, image_ids: four.slice(0, 3) })).body.code).toBe(1);
    expect((await submit(c.token, base)).body.data).toMatchObject({ error: 'review_exists' });
    // A picture already in a review cannot be taken by another.
    const [next] = await toWrite(c.token);
    expect((await submit(c.token, { ...base, line_id: next!.line_id, image_ids: [four[0]] })).body.data).toMatchObject({ error: 'not_found', field: 'image_ids' });
    // A used picture cannot be deleted.
    expect((await callApi(t.app, 'POST', '/api/upload/delete', { token: c.token, body: { id: four[0] } })).body.data).toMatchObject({ error: 'file_in_use' });
  });

  it('pictures: JPEG or PNG by content, 1 MB or less', async () => {
    const u = await newUser(t.app);
    expect((await uploadFile(t.app, u.token, 'fake.png', Buffer.from('GIF89a not a png'), 'review')).body.data).toMatchObject({ error: 'file_type' });
    expect((await uploadFile(t.app, u.token, 'big.png', Buffer.concat([png('big'), Buffer.alloc(1024 * 1024)]), 'review')).body).toMatchObject({ code: 0, data: { error: 'file_too_large' } });
  });
});

describe('staff moderation', () => {
  it('staff hide an abusive review with a reason — audited, the author told — and show it again', async () => {
    const c = await received();
    const [line] = await toWrite(c.token);
    const image = await picture(c.token);
    const made = await submit(c.token, { line_id: line!.line_id, rating: 1, content: 'Call 050 000 0000 for cheaper prints!!!', image_ids: [image] });
    const id = Number(made.body.data.id);
    const goodsId = (made.body.data as unknown as MyReview).goods_id!;
    const queue = (await callApi(t.app, 'GET', '/api/staff/reviews?status=visible', { token: staff.token })).body.data as unknown as { lists: StaffReview[]; counts: { visible: number } };
    expect(queue.lists.find((r) => r.id === id)).toMatchObject({ customer: { id: c.userId }, status: 'visible', line: { order_sn: expect.any(String) } });
    // Customers may not moderate; a reason is required.
    expect((await callApi(t.app, 'POST', '/api/staff/review/hide', { token: c.token, body: { id, reason: 'mine' } })).body.data).toMatchObject({ error: 'forbidden' });
    expect((await callApi(t.app, 'POST', '/api/staff/review/hide', { token: staff.token, body: { id, reason: ' ' } })).status).toBe(400);
    const hidden = await callApi(t.app, 'POST', '/api/staff/review/hide', { token: staff.token, body: { id, reason: 'Advertising another company' } });
    expect(hidden.body, hidden.body.msg).toMatchObject({ code: 1, msg: 'Review hidden.', data: { status: 'hidden', hidden_reason: 'Advertising another company' } });
    expect((await callApi(t.app, 'POST', '/api/staff/review/hide', { token: staff.token, body: { id, reason: 'again' } })).body.data).toMatchObject({ error: 'review_event_refused' });
    expect((await goodsReviews(goodsId)).lists.map((r) => r.id)).not.toContain(id);
    // Its picture is no longer public, but the author still sees it, with the reason.
    expect((await callApi(t.app, 'GET', `/api/review/image?id=${id}&file_id=${image}`)).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/review/image?id=${id}&file_id=${image}`, headers: { token: c.token } })).statusCode).toBe(200);
    expect(((await callApi(t.app, 'GET', '/api/review/mine', { token: c.token })).body.data as unknown as { lists: MyReview[] }).lists[0]).toMatchObject({ status: 'hidden', hidden_reason: 'Advertising another company' });
    const messages = await t.database.db.select().from(userMessages).where(and(eq(userMessages.userId, c.userId), eq(userMessages.kind, 'review_hidden')));
    expect(messages).toMatchObject([{ orderId: c.orderId, params: { reason: 'Advertising another company' } }]);
    const shown = await callApi(t.app, 'POST', '/api/staff/review/show', { token: staff.token, body: { id, reason: 'Customer removed the number by phone' } });
    expect(shown.body).toMatchObject({ code: 1, data: { status: 'visible' } });
    expect((await goodsReviews(goodsId)).lists.map((r) => r.id)).toContain(id);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, id)));
    expect(audit.map((a) => [a.action, a.before, a.after, a.reason, a.actorId])).toEqual([
      ['review_hide', { status: 'visible' }, { status: 'hidden' }, 'Advertising another company', staff.userId],
      ['review_show', { status: 'hidden' }, { status: 'visible' }, 'Customer removed the number by phone', staff.userId],
    ]);
    expect((await callApi(t.app, 'POST', '/api/staff/review/show', { token: staff.token, body: { id: 2_000_000_000, reason: 'x' } })).body.data).toMatchObject({ error: 'not_found' });
  });
});

describe.runIf(testDatabaseUrl)('concurrency (PostgreSQL)', () => {
  it('a line submitted twice at once gets one review', async () => {
    const c = await received();
    const [line] = await toWrite(c.token);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => submit(c.token, { line_id: line!.line_id, rating: 5, content: `Great ${i}`, image_ids: [] })));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).map((r) => r.body.data)).toEqual(Array(3).fill(expect.objectContaining({ error: 'review_exists' })));
    expect(await t.database.db.select().from(reviews).where(eq(reviews.orderLineId, line!.line_id))).toHaveLength(1);
  });
});
