import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_DAILY_MAX_BYTES, UPLOAD_DAILY_MAX_FILES, UPLOAD_DAILY_MAX_MB } from '../../../domain/limits';
import { uploads } from '../../db/schema';
import { orderDetail, pdf, readyToOrder, submitOrder } from '../../testing/fixtures';
import { createTestApp, newUser, uploadFile, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('design file uploads (spec §5)', () => {
  it('accepts a named, sized PDF and stores it under a generated name', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'card90x54.pdf', pdf('front and back'));
    expect(res.body).toMatchObject({ code: 1, show: 1, data: { name: 'card90x54.pdf', size: 23 } });
    const list = (await t.api.get('/upload/lists', { token })).body.data;
    expect(list.count).toBe(1);
  });

  it.each([
    ['my card 90x54.pdf', pdf('x'), 'file_name_chars'],
    ['businesscard.pdf', pdf('x'), 'file_name_no_size'],
    ['card90x54.pdf', Buffer.from('MZ this is an exe pretending to be a pdf'), 'file_type'],
    ['card90x54.png', pdf('x'), 'file_type'],
    ['card90x54.exe', pdf('x'), 'file_type'],
    ['card90x54.pdf', Buffer.alloc(0), 'file_missing'],
  ])('%s → %s', async (name, content, error) => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, name, content);
    expect(res.body).toMatchObject({ code: 0, show: 1, data: { error } });
    expect(res.body.msg).not.toBe('');
  });

  it('says "file name has no size info" in the user\'s words', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'logo.pdf', pdf('x'));
    expect(res.body.msg).toBe('The file name has no size info. Add the finished size, e.g. card90x54.pdf.');
  });

  it('refuses files of 5 MB or more', async () => {
    const { token } = await newUser(t.app);
    const res = await uploadFile(t.app, token, 'poster600x900.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.body).toMatchObject({ code: 0, data: { error: 'file_too_large' } });
  });

  it('refuses the same file twice in one day (even under another name) but not for another user', async () => {
    const a = await newUser(t.app);
    const b = await newUser(t.app);
    const content = pdf(`unique ${Date.now()}`);
    expect((await uploadFile(t.app, a.token, 'flyer210x297.pdf', content)).body.code).toBe(1);
    expect((await uploadFile(t.app, a.token, 'flyerv2210x297.pdf', content)).body).toMatchObject({ code: 0, data: { error: 'upload_duplicate' } });
    expect((await uploadFile(t.app, b.token, 'flyer210x297.pdf', content)).body.code).toBe(1);
  });

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/design', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    expect(res.json()).toMatchObject({ code: -1 });
  });
});

describe('daily upload quota and deletion', () => {
  it(`accepts at most ${UPLOAD_DAILY_MAX_FILES} files a day per account, even sent at once, then says why`, async () => {
    const { token } = await newUser(t.app);
    const other = await newUser(t.app);
    const sent = await Promise.all(Array.from({ length: UPLOAD_DAILY_MAX_FILES + 5 }, (_, i) => uploadFile(t.app, token, `card90x54n${i}.pdf`, pdf(`quota ${i} ${Math.random()}`))));
    expect(sent.filter((r) => r.body.code === 1)).toHaveLength(UPLOAD_DAILY_MAX_FILES);
    const refused = sent.find((r) => r.body.code === 0)!;
    expect(refused.body).toMatchObject({ data: { error: 'upload_quota', field: 'file' } });
    expect(refused.body.msg).toBe(`You have reached today's upload limit (${UPLOAD_DAILY_MAX_FILES} files or ${UPLOAD_DAILY_MAX_MB} MB per day). Please upload more tomorrow.`);
    // Another account is not affected; deleting does not give the quota back.
    expect((await uploadFile(t.app, other.token, 'card90x54.pdf', pdf(`other ${Math.random()}`))).body.code).toBe(1);
    const id = Number(sent.find((r) => r.body.code === 1)!.body.data.id);
    expect((await t.api.post('/upload/delete', { token, body: { id } })).body.code).toBe(1);
    expect((await uploadFile(t.app, token, 'card90x54.pdf', pdf(`again ${Math.random()}`))).body.data).toMatchObject({ error: 'upload_quota' });
  });

  it(`counts bytes too: at most ${UPLOAD_DAILY_MAX_MB} MB a day`, async () => {
    const u = await newUser(t.app);
    const first = await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`bytes ${Math.random()}`));
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, Number(first.body.data.id)));
    // Today's earlier uploads already near the limit (rows as a big upload leaves them).
    await t.database.db.insert(uploads).values({ ...row!, id: undefined, storedName: `${row!.storedName}.big`, sha256: `${row!.sha256}-big`, size: UPLOAD_DAILY_MAX_BYTES - row!.size - 10 });
    expect((await uploadFile(t.app, u.token, 'card90x54.pdf', pdf(`one more ${Math.random()}`))).body.data).toMatchObject({ error: 'upload_quota' });
  });

  it('the owner deletes a file no order uses; files of orders, other users and unknown ids are refused', async () => {
    const u = await readyToOrder(t.app);
    const spare = Number((await uploadFile(t.app, u.token, 'flyer210x297.pdf', pdf(`spare ${Math.random()}`))).body.data.id);
    const stranger = await newUser(t.app);
    expect((await t.api.post('/upload/delete', { token: stranger.token, body: { id: spare } })).body.data).toMatchObject({ error: 'not_found' });
    expect((await t.api.post('/upload/delete', { token: u.token, body: { id: spare } })).body).toMatchObject({ code: 1, msg: 'File deleted.' });
    expect((await t.api.post('/upload/delete', { token: u.token, body: { id: spare } })).body.data).toMatchObject({ error: 'not_found' });
    const listed = (await t.api.get('/upload/lists', { token: u.token })).body.data;
    expect(listed.lists.map((f) => f.id)).not.toContain(spare);
    // The cart line's file goes into the order: then it cannot be deleted.
    const id = Number((await submitOrder(t.app, u.token, u.cartIds, u.addressId)).body.data.order_id);
    const fileId = (await orderDetail(t.app, u.token, id)).lines[0]!.file!.id;
    expect((await t.api.post('/upload/delete', { token: u.token, body: { id: fileId } })).body.data).toMatchObject({ error: 'file_in_use' });
  });
});
