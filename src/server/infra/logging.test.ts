/** Log redaction: the server's log stream, captured, never carries reset codes, tokens, passwords or personal data. */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp } from '../testing/test-app';
import { lazyChildLogger, loggerOptions } from './logging';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream: capture });
});
afterAll(() => t.close());

describe('log redaction', () => {
  it('a password reset writes no code and no phone number to the log (the outbox has them)', async () => {
    const u = await newUser(t.app);
    const before = lines.length;
    expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
    const code = String(t.sent.at(-1)?.payload.code);
    expect(code).toMatch(/^\d{6}$/);
    const written = lines.slice(before).join('\n');
    expect(written).toContain('notification password_reset queued');
    expect(written).not.toContain(code);
    expect(written).not.toContain(u.mobile);
    expect(written).not.toContain(u.mobile.slice(4));
  });

  it('request URLs are logged without their query string; tokens and cookies not at all', async () => {
    const u = await newUser(t.app);
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/no-such-call?address=Warehouse%2014%20Al%20Quoz&phone=0501234567', headers: { token: u.token, cookie: `token=${u.token}` } });
    await t.api.get('/goods/lists', { query: { name: 'Sara Al Mansoori' }, token: u.token });
    const written = lines.slice(before).join('\n');
    expect(written).toContain('/api/no-such-call?…');
    for (const secret of ['Warehouse', '0501234567', 'Mansoori', u.token]) expect(written).not.toContain(secret);
  });

  it('secrets and personal fields are censored wherever they sit; a failed query loses its parameters', () => {
    const out: string[] = [];
    const { stream, ...options } = loggerOptions('info', { write: (line: string) => out.push(line) });
    const log = pino(options, stream);
    log.info({ password: 'print123', body: { token: 'abc', address: 'Al Quoz' }, outbox: { payload: { code: '123456' }, recipient: '+971501234567' } }, 'x');
    log.error({ err: new Error('Failed query: update users set mobile = $1\nparams: +971501234567,Sara') }, 'y');
    // As Drizzle and node-postgres throw them: the values as own fields of the error.
    const failed = Object.assign(new Error('Failed query: insert into users (mobile) values ($1)\nparams: +971509999999'), {
      query: 'insert into users (mobile) values ($1)',
      params: ['+971509999999'],
      detail: 'Key (mobile)=(+971509999999) already exists.',
    });
    log.error({ err: failed }, 'z');
    const written = out.join('\n');
    for (const secret of ['print123', '"abc"', 'Al Quoz', '123456', '+971501234567', 'Sara', '+971509999999']) expect(written).not.toContain(secret);
    expect(written).toContain('Failed query: update users set mobile = $1');
    expect(written).toContain('[redacted]');
  });

  it("a request's child logger is made only when it logs a line its level lets through, and carries its bindings", () => {
    const out: string[] = [];
    const { stream, ...options } = loggerOptions('warn', { write: (line: string) => out.push(line) });
    const parent = pino(options, stream);
    let made = 0;
    const child = parent.child.bind(parent);
    parent.child = ((...args: Parameters<typeof child>) => {
      made += 1;
      return child(...args);
    }) as typeof parent.child;
    const quiet = lazyChildLogger(parent, { reqId: 'r1' }, {});
    quiet.info('not written');
    quiet.debug({ password: 'x' }, 'not written');
    expect(made).toBe(0);
    expect(out).toEqual([]);
    const loud = lazyChildLogger(parent, { reqId: 'r2' }, {});
    loud.warn({ password: 'print123' }, 'written');
    loud.error('again');
    expect(made).toBe(1);
    expect(out).toHaveLength(2);
    expect(JSON.parse(out[0]!)).toMatchObject({ reqId: 'r2', msg: 'written', password: '[redacted]' });
    expect(loud.level).toBe('warn');
  });
});
