import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { callApi, createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userCount(): Promise<number> {
  const rows = await t.database.db.execute(sql`select count(*)::int as n from users`);
  return Number(JSON.stringify(rows).match(/"n":(\d+)/)?.[1]);
}

describe('bad input gets a clear envelope error and changes nothing', () => {
  it('malformed JSON → HTTP 400', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": "personal", "nickname": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 0, show: 1, msg: 'The request body is not valid JSON.', data: { error: 'malformed_json' } });
    expect(await userCount()).toBe(before);
  });

  it('a missing field → HTTP 400 naming it, in the request language', async () => {
    const res = await callApi(t.app, 'POST', '/api/account/login', { body: { account: 'someone' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, show: 1, msg: '“password”: is required', data: { error: 'invalid_field', field: 'password' } });
    const ar = await callApi(t.app, 'POST', '/api/account/login', { body: { account: 'someone' }, locale: 'ar' });
    expect(ar.body.msg).toBe('«password»: حقل مطلوب');
  });

  it('a wrong type or value → HTTP 400 naming the field', async () => {
    const res = await callApi(t.app, 'POST', '/api/account/register', {
      body: { type: 'company', nickname: 'ab', mobile: '+971501112222', password: 'abc123', password_confirm: 'abc123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ error: 'invalid_field', field: 'type' });
    expect(res.body.msg).toContain('personal, enterprise');
    const query = await callApi(t.app, 'GET', '/api/goods/lists?page_size=500');
    expect(query.status).toBe(400);
    expect(query.body.data).toMatchObject({ field: 'page_size' });
    expect(query.body.msg).toContain('100');
  });

  it('a 10 MB body → HTTP 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(10 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, show: 1, data: { error: 'body_too_large' } });
  });

  it('an unknown API path → HTTP 404 envelope', async () => {
    const res = await callApi(t.app, 'GET', '/api/goods/nonexistent');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 0, show: 1, msg: 'Nothing is found at /api/goods/nonexistent.', data: { error: 'route_not_found' } });
  });

  it('an unexpected failure → HTTP 500 envelope with a request id and no stack trace', async () => {
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    app.get('/api/__boom', async () => {
      throw new Error('database exploded at /srv/secret/path.ts:42');
    });
    const res = await app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, show: 1, data: { error: 'internal', request_id: expect.any(String) } });
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain('.ts:');
    expect(body.msg).toContain(body.data.request_id);
    await app.close();
  });
});
