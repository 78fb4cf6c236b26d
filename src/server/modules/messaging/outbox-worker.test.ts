/**
 * Email through the outbox (issue 10, "Telling the customer"; docs/email.md) against a real SMTP server (smtp-server):
 * the customer-facing steps queue a mail in the customer's language in the transaction of the change, the worker
 * delivers it, a mail server that is down is retried with backoff until it is back, a dead mail can be sent again,
 * a worker that died mid-send does not keep its mail, a restart loses nothing, and (PostgreSQL) two workers never
 * send one mail twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAed } from '../../../domain/format';
import { translate } from '../../../domain/i18n';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { outbox, users } from '../../db/schema';
import { loggerOptions } from '../../infra/logging';
import { startServer } from '../../server';
import { pdf, readyToOrder, staffUser, submitOrder, uploadVoucher } from '../../testing/fixtures';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../testing/smtp-sink';
import { callApi, createTestApp, testDatabaseUrl, uploadFile, type TestApp } from '../../testing/test-app';
import { outboxReport, parseOutboxArgs, runOutboxCommand } from '../../cli/outbox';
import { logTransport, smtpTransport, type MailTransport } from './mail';
import { OutboxWorker, requeueDead, type OutboxWorkerOptions } from './outbox-worker';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const { stream: _ignored, ...quietOptions } = loggerOptions('silent');
const quiet = pino(quietOptions);

let t: TestApp;
let sink: SmtpSink;
let staff: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp({}, { logStream: capture });
  sink = await startSmtpSink();
  staff = await staffUser(t.app, t.database);
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});

const options = (over: Partial<OutboxWorkerOptions> = {}): OutboxWorkerOptions => ({
  maxAttempts: 5,
  retryBaseMs: 200,
  retryMaxMs: 60_000,
  pollMs: 0,
  leaseMs: 60_000,
  batchSize: 20,
  publicUrl: 'https://shop.example.ae',
  ...over,
});
const smtp = (port: number) => smtpTransport(`smtp://127.0.0.1:${port}`, 'Print Shop <orders@example.ae>');

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let seq = 0;
/** A customer registered in `locale` (the form's language), with an email address unless `email` is null. */
async function customer(locale: 'en' | 'ar' | 'ja' | 'zh', email: string | null = `c${Date.now()}${++seq}@example.ae`) {
  const u = await readyToOrder(t.app);
  await t.database.db.update(users).set({ email, locale, balanceFils: 10_000_000 }).where(eq(users.id, u.userId));
  return { ...u, email };
}

async function paidOrder(u: Awaited<ReturnType<typeof customer>>) {
  const submitted = await submitOrder(t.app, u.token, u.cartIds, u.addressId);
  const id = Number(submitted.body.data.order_id);
  const paid = await t.api.post('/pay/prepay', { token: u.token, body: { order_id: id, method: 'balance' } });
  expect(paid.body.code, paid.body.msg).toBe(1);
  return { id, orderSn: String(submitted.body.data.order_sn) };
}

async function staffCall(path: string, body: Record<string, unknown>) {
  const res = await callApi(t.app, 'POST', `/api/staff/${path}`, { token: staff.token, body });
  expect(res.body.code, `${path}: ${res.body.msg}`).toBe(1);
  return res.body.data as { version: number };
}
async function version(id: number): Promise<number> {
  return Number((await t.api.get('/staff/order/detail', { query: { id }, token: staff.token })).body.data.version);
}

const queued = (recipient: string) => t.database.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, recipient))).orderBy(outbox.id);
const mailsTo = (address: string) => sink.mails.filter((m) => m.to.includes(address));

describe('customer-facing steps send email in the customer\'s language', () => {
  it('proof ready, order rejected with its refund, top-up rejected and a reset code: queued with the change, delivered over SMTP', async () => {
    const ar = await customer('ar');
    const ja = await customer('ja');
    const none = await customer('en', null);

    // Proof ready (Arabic customer).
    const proofOrder = await paidOrder(ar);
    await staffCall('order/move', { id: proofOrder.id, version: await version(proofOrder.id), event: 'accept' });
    const proof = await uploadFile(t.app, staff.token, 'proof.pdf', pdf(`proof ${Math.random()}`), 'proof');
    await staffCall('order/sendProof', { id: proofOrder.id, version: await version(proofOrder.id), file_id: proof.body.data.id });
    // Rejected with a refund (Japanese customer), and the customer without an address: message centre only.
    const rejected = await paidOrder(ja);
    await staffCall('order/reject', { id: rejected.id, version: await version(rejected.id), reason: 'ファイルが壊れています' });
    const silent = await paidOrder(none);
    await staffCall('order/reject', { id: silent.id, version: await version(silent.id), reason: 'no file' });
    // A top-up rejected (Arabic).
    const topUp = await t.api.post('/wallet/recharge', { token: ar.token, body: { account_name: 'Layla', bank: 'ENBD', reference_last6: 'A1B2C3', amount_fils: 50_000, voucher_file_id: await uploadVoucher(t.app, ar.token) } });
    await staffCall('rejectRecharge', { recharge_id: topUp.body.data.id, reason: 'لم يصل المبلغ' });
    // A password reset code, to the phone and to the email address.
    expect((await t.api.post('/account/forgotPassword', { body: { account: ja.mobile } })).body.code).toBe(1);
    const code = String(t.sent.at(-1)?.payload.code);

    // Queued, not yet sent: one row per mail, in the customer's language; none for the customer without an address.
    expect((await queued(ar.email!)).map((r) => [r.template, r.locale, r.status])).toEqual([
      ['proof_ready', 'ar', 'pending'],
      ['recharge_rejected', 'ar', 'pending'],
    ]);
    expect((await queued(ja.email!)).map((r) => r.template)).toEqual(['order_rejected', 'refund_made', 'password_reset']);
    const [{ n: noneQueued } = { n: -1 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.template, 'order_rejected'));
    expect(noneQueued).toBe(1);

    const worker = new OutboxWorker(t.database, smtp(sink.port), quiet, options());
    expect(await worker.drain()).toMatchObject({ sent: 5, failed: 0, dead: 0 });

    const [proofMail, topUpMail] = mailsTo(ar.email!) as [ReceivedMail, ReceivedMail];
    expect(mailsTo(ar.email!)).toHaveLength(2);
    expect(proofMail).toMatchObject({ from: 'orders@example.ae', language: 'ar', to: [ar.email] });
    expect(proofMail.subject).toBe(translate('ar', 'notify.proof_ready.title', { order_sn: `\u2066${proofOrder.orderSn}\u2069` }));
    expect(proofMail.text).toContain(`https://shop.example.ae/pc/user/order/detail?id=${proofOrder.id}`);
    expect(proofMail.text).toContain(translate('ar', 'email.footer'));
    expect(topUpMail.subject).toBe(translate('ar', 'notify.recharge_rejected.title', { amount: `\u2066${formatAed(50_000, 'ar')}\u2069` }));
    expect(topUpMail.text).toContain('لم يصل المبلغ');
    expect(topUpMail.text).toContain('https://shop.example.ae/pc/user/user_wallet');

    const jaMails = mailsTo(ja.email!);
    expect(jaMails.map((m) => m.language)).toEqual(['ja', 'ja', 'ja']);
    expect(jaMails[0]?.subject).toBe(translate('ja', 'notify.order_rejected.title', { order_sn: rejected.orderSn }));
    expect(jaMails[0]?.text).toContain('ファイルが壊れています');
    expect(jaMails[1]?.subject).toContain(rejected.orderSn);
    expect(jaMails[2]).toMatchObject({ subject: translate('ja', 'email.password_reset.subject') });
    expect(jaMails[2]?.text).toContain(code);
    // Message-IDs name the outbox row: a mail sent again is recognisably the same one.
    const rows = await queued(ja.email!);
    expect(jaMails.map((m) => m.messageId)).toEqual(rows.map((r) => `<outbox-${r.id}@example.ae>`));
    expect(rows.map((r) => [r.status, r.attempts, r.sentAt !== null])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
    ]);
    // Sent mail is not sent again.
    expect(await worker.drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
  });

  it('a refused change (a stale order version) queues no mail', async () => {
    const u = await customer('en');
    const order = await paidOrder(u);
    // A stale version: the move is refused and nothing (message or mail) is written.
    const res = await t.api.post('/staff/order/reject', { token: staff.token, body: { id: order.id, version: (await version(order.id)) - 1, reason: 'late' } });
    expect(res.body.code).toBe(0);
    expect(await queued(u.email!)).toEqual([]);
  });

  it('the language the customer picks in the shop (the locale cookie) is the language of their mail', async () => {
    const u = await customer('en');
    await t.api.get('/user/wallet', { token: u.token, locale: 'zh' });
    const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, u.userId));
    expect(row?.locale).toBe('zh');
    expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
    expect((await queued(u.email!)).map((r) => [r.template, r.locale])).toEqual([['password_reset', 'zh']]);
  });
});

describe('retries, dead mail and leases', () => {
  it('a mail server that is down is retried with growing waits, and the mail arrives once it is back', async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.stop();
    const u = await customer('en');
    const worker = new OutboxWorker(t.database, smtp(port), quiet, options({ pollMs: 60_000, retryBaseMs: 300 }));
    await worker.start();
    try {
      expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
      // Woken by the queued mail, then by its own retry timer (the poll is a minute away): attempt 1, then 2 after 300 ms…
      const first = await waitFor('a first failed attempt', async () => (await queued(u.email!)).find((r) => r.attempts === 1 && r.status === 'pending'));
      expect(first?.lastError).toMatch(/ECONNREFUSED/);
      const waits: number[] = [];
      for (const attempts of [2, 3]) {
        const row = await waitFor(`failed attempt ${attempts}`, async () => (await queued(u.email!)).find((r) => r.attempts === attempts && r.status === 'pending'));
        const [gap] = await t.database.db.select({ ms: sql<string>`extract(epoch from (${outbox.nextAttemptAt} - now())) * 1000` }).from(outbox).where(eq(outbox.id, row.id));
        waits.push(Number(gap?.ms));
      }
      // Exponential backoff: after attempt 2 about 600 ms, after attempt 3 about 1200 ms.
      expect(waits[0]).toBeGreaterThan(300);
      expect(waits[0]).toBeLessThanOrEqual(600);
      expect(waits[1]).toBeGreaterThan(700);
      expect(waits[1]).toBeLessThanOrEqual(1200);
      const back = await startSmtpSink(port);
      try {
        const mail = await waitFor('the mail after the server came back', () => back.mails.find((m) => m.to.includes(u.email!)));
        expect(mail.subject).toBe(translate('en', 'email.password_reset.subject'));
        const row = await waitFor('the row marked sent', async () => (await queued(u.email!)).find((r) => r.status === 'sent'));
        expect(row).toMatchObject({ status: 'sent', lastError: null });
        expect(row.attempts).toBeGreaterThanOrEqual(4);
        expect(back.mails.filter((m) => m.to.includes(u.email!))).toHaveLength(1);
      } finally {
        await back.stop();
      }
    } finally {
      await worker.stop();
    }
  });

  it('after the last allowed attempt a mail is dead; requeued, it is sent', async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.stop();
    const u = await customer('en');
    expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
    const failing = new OutboxWorker(t.database, smtp(port), quiet, options({ maxAttempts: 2, retryBaseMs: 1 }));
    expect(await failing.drain()).toMatchObject({ failed: 1, dead: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await failing.drain()).toMatchObject({ failed: 0, dead: 1 });
    const [dead] = await queued(u.email!);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await failing.drain()).toEqual({ sent: 0, failed: 0, dead: 0 });

    // What the operator sees (npm run outbox), and the retry.
    const report = await outboxReport(t.database.db, 20);
    expect(report).toMatch(new RegExp(`#${dead!.id} password_reset dead, 2 attempts, next .* — .*ECONNREFUSED`));
    expect(report).not.toContain(u.email!);
    expect(await runOutboxCommand(t.database.db, { command: 'retry', ids: [dead!.id] })).toBe('1 dead mail queued again (a running server sends it at once).');
    expect(await requeueDead(t.database.db, [dead!.id])).toBe(0);
    expect(await new OutboxWorker(t.database, smtp(sink.port), quiet, options()).drain()).toMatchObject({ sent: 1 });
    expect(mailsTo(u.email!)).toHaveLength(1);
    expect((await queued(u.email!))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a claimed mail is the worker\'s for its lease; when a worker hangs past it another sends the mail, and the late one cannot overwrite that', async () => {
    const u = await customer('en');
    expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
    // A worker whose mail server hangs: its send fails only when we say so.
    let hang: (error: Error) => void = () => undefined;
    const hanging: MailTransport = { kind: 'smtp', send: () => new Promise<void>((_resolve, reject) => (hang = reject)), close: () => undefined };
    const stuck = new OutboxWorker(t.database, hanging, quiet, options()).drain();
    const taken = await waitFor('the claim', async () => (await queued(u.email!)).find((r) => r.status === 'sending'));
    expect(taken).toMatchObject({ attempts: 1 });
    const other = new OutboxWorker(t.database, smtp(sink.port), quiet, options());
    expect(await other.drain()).toEqual({ sent: 0, failed: 0, dead: 0 });
    // The lease runs out: the other worker takes the mail and sends it.
    await t.database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, taken.id));
    expect(await other.drain()).toMatchObject({ sent: 1 });
    // The hung send finally fails: its outcome no longer applies (the row is the second attempt's).
    hang(new Error('timeout'));
    await stuck;
    expect((await queued(u.email!))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mailsTo(u.email!)).toHaveLength(1);
  });

  it('without SMTP_URL the mail goes to the log, recipient and text redacted, and counts as sent', async () => {
    const u = await customer('en');
    expect((await t.api.post('/account/forgotPassword', { body: { account: u.mobile } })).body.code).toBe(1);
    const code = String(t.sent.at(-1)?.payload.code);
    const before = lines.length;
    expect(await new OutboxWorker(t.database, logTransport(t.app.log), t.app.log, options()).drain()).toMatchObject({ sent: 1 });
    const written = lines.slice(before).join('\n');
    expect(written).toContain(`(password_reset, no SMTP_URL, not sent): ${translate('en', 'email.password_reset.subject')}`);
    expect(written).toContain('[redacted]');
    for (const secret of [code, u.email!, u.mobile]) expect(written).not.toContain(secret);
    expect((await queued(u.email!))[0]).toMatchObject({ status: 'sent' });
  });
});

describe('npm run outbox', () => {
  it('reads list [--limit N], retry <id>… and retry --dead; refuses anything else', () => {
    expect(parseOutboxArgs([])).toEqual({ command: 'list', limit: 20 });
    expect(parseOutboxArgs(['list', '--limit', '5'])).toEqual({ command: 'list', limit: 5 });
    expect(parseOutboxArgs(['retry', '12', '13'])).toEqual({ command: 'retry', ids: [12, 13] });
    expect(parseOutboxArgs(['retry', '--dead'])).toEqual({ command: 'retry', ids: 'all' });
    for (const bad of [['retry'], ['retry', 'x'], ['list', '--limit', '0'], ['purge']]) expect(parseOutboxArgs(bad)).toHaveProperty('error');
  });
});

// The embedded database's case (the default); PostgreSQL keeps rows the same way, so the PostgreSQL run skips it.
describe.skipIf(testDatabaseUrl)('a restart of the shop', () => {
  it('loses no queued mail: queued while the mail server was down, sent after the restart', async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.stop();
    const dataDir = mkdtempSync(join(tmpdir(), 'printfront-mail-restart-'));
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: '/nonexistent-web-build', LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'shop@example.ae', MAIL_POLL_SECONDS: '1', MAIL_RETRY_BASE_SECONDS: '1' };
    const config = loadConfig(env);
    const email = `restart${Date.now()}@example.ae`;
    let server = await startServer(config);
    try {
      const post = (path: string, body: unknown) => fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', version: '1.0.0', cookie: 'locale=ar' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number }>);
      expect((await post('/account/register', { type: 'personal', nickname: `restart${seq}`, mobile: '+971501112233', email, password: 'print123', password_confirm: 'print123' })).code).toBe(1);
      expect((await post('/account/forgotPassword', { account: '+971501112233' })).code).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await server.close();
    }
    const receiving = await startSmtpSink(port);
    try {
      server = await startServer(config);
      const mail = await waitFor('the queued mail after the restart', () => receiving.mails.find((m) => m.to.includes(email)), 20_000);
      expect(mail).toMatchObject({ language: 'ar', subject: translate('ar', 'email.password_reset.subject') });
      await server.close();
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
      const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, email));
      await database.close();
      expect(rows.map((r) => [r.template, r.status])).toEqual([['password_reset', 'sent']]);
      expect(rows[0]?.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await receiving.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe.skipIf(!testDatabaseUrl)('several servers (PostgreSQL)', () => {
  it('two workers draining one outbox at once never send a mail twice', async () => {
    await new OutboxWorker(t.database, smtp(sink.port), quiet, options()).drain(); // what earlier tests left queued
    const recipients = Array.from({ length: 60 }, (_, i) => `twice${i}.${Date.now()}@example.ae`);
    for (const recipient of recipients) {
      await t.database.db.insert(outbox).values({ channel: 'email', recipient, template: 'password_reset', payload: { code: '123456', minutes: 15 }, locale: 'en' });
    }
    const second = await openDatabase({ kind: 'postgres', url: t.databaseUrl!, poolSize: 5 });
    try {
      const a = new OutboxWorker(t.database, smtp(sink.port), quiet, options({ batchSize: 3 }));
      const b = new OutboxWorker(second, smtp(sink.port), quiet, options({ batchSize: 3 }));
      const results = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(60);
      // Both took part.
      expect(results[0]!.sent + results[2]!.sent).toBeGreaterThan(0);
      expect(results[1]!.sent + results[3]!.sent).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
    const received = sink.mails.filter((m) => recipients.includes(m.to[0] ?? ''));
    expect(received).toHaveLength(60);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(60);
    const rows = await t.database.db.select({ status: outbox.status, attempts: outbox.attempts }).from(outbox).where(sql`${outbox.recipient} like 'twice%'`);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});
