/**
 * Drains the outbox's email rows (docs/email.md). Durable: the queue is the `outbox` table, written in the
 * transaction of the change each mail reports, so a mail survives restarts and is never sent for a rolled-back
 * change. Safe on several servers: a worker claims due rows with FOR UPDATE SKIP LOCKED and holds each for a lease
 * (`next_attempt_at` moved ahead), so no other worker takes a mail while it is being sent; a worker that dies
 * mid-send leaves its rows to be claimed again when the lease runs out. A failed attempt waits with exponential
 * backoff; after `maxAttempts` the mail is dead (`npm run outbox -- retry` sends it again). Woken by a NOTIFY when
 * mail is queued, by a timer when a retry comes due, and every `pollMs` in case a notice was missed.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMachine, retryDelayMs } from '../../../domain/outbox/status';
import type { Database, Db, Listening } from '../../db/client';
import { outbox } from '../../db/schema';
import { statusMove } from '../../infra/status-move';
import { renderMail, type MailTransport } from './mail';
import { OUTBOX_CHANNEL } from './notifier';

export interface OutboxWorkerOptions {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** The longest sleep between two looks at the outbox; 0: no timer (tests call `drain()` themselves). */
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  /** The shop's address, for links in the mail. */
  publicUrl: string;
}

export interface DrainResult {
  sent: number;
  failed: number;
  dead: number;
}

const EMAIL = eq(outbox.channel, 'email');
const after = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/** What a mail server said, for `last_error` (the mail's recipient and text are never in it). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const smtp = error as Error & { code?: unknown; responseCode?: unknown; response?: unknown };
  return [smtp.code, smtp.responseCode, typeof smtp.response === 'string' ? smtp.response : error.message]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
    .slice(0, 300);
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** stop() was called: a drain ends after the mail being sent. */
  private halted = false;
  private listening: Listening | null = null;

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  /**
   * Takes up to `batchSize` mails due by `dueBy` (a database timestamp; default: now) for this worker's lease; each
   * claim counts as an attempt.
   */
  async claim(dueBy?: string): Promise<(typeof outbox.$inferSelect)[]> {
    const step = statusMove(outboxMachine, outbox.status, 'claim');
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(EMAIL, step.from, lte(outbox.nextAttemptAt, dueBy === undefined ? sql`now()` : sql`${dueBy}::timestamptz`)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(this.options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({ status: step.to, attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: after(this.options.leaseMs) })
        .where(and(inArray(outbox.id, due.map((row) => row.id)), step.from))
        .returning();
    });
  }

  /** Sends every due mail (claiming batch after batch) and records each outcome; after `stop()`, ends after the mail being sent. */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, dead: 0 };
    // Mail due when the drain began: one that fails now waits for a later drain, however short its backoff.
    const [start] = await this.db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as clock`);
    const dueBy = start?.now;
    while (!this.halted) {
      const batch = await this.claim(dueBy);
      if (batch.length === 0) break;
      for (const [index, row] of batch.entries()) {
        if (this.halted) {
          await this.release(batch.slice(index));
          break;
        }
        await this.attempt(row, result);
      }
    }
    return result;
  }

  private async attempt(row: typeof outbox.$inferSelect, result: DrainResult): Promise<void> {
    // Only while the row is still this claim's (same attempt number): a lease that ran out is another worker's now.
    const mine = and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts));
    try {
      await this.transport.send(renderMail(row, this.options.publicUrl));
      const step = statusMove(outboxMachine, outbox.status, 'deliver');
      await this.db.update(outbox).set({ status: step.to, sentAt: sql`now()`, lastError: null }).where(and(mine, step.from));
      result.sent += 1;
    } catch (error) {
      const lastError = describe(error);
      if (row.attempts >= this.options.maxAttempts) {
        const step = statusMove(outboxMachine, outbox.status, 'give_up');
        await this.db.update(outbox).set({ status: step.to, lastError }).where(and(mine, step.from));
        result.dead += 1;
        this.log.error({ outbox: { id: row.id, template: row.template, attempts: row.attempts } }, `mail #${row.id} is dead after ${row.attempts} attempts: ${lastError}`);
      } else {
        const wait = retryDelayMs(row.attempts, this.options.retryBaseMs, this.options.retryMaxMs);
        const step = statusMove(outboxMachine, outbox.status, 'fail');
        await this.db.update(outbox).set({ status: step.to, lastError, nextAttemptAt: after(wait) }).where(and(mine, step.from));
        result.failed += 1;
        this.log.warn({ outbox: { id: row.id, template: row.template, attempts: row.attempts } }, `mail #${row.id} not sent (attempt ${row.attempts}), next try in ${Math.round(wait / 1000)} s: ${lastError}`);
      }
    }
  }

  /** Hands claimed mails back unsent (the server is stopping): due at once, the claim not counted as an attempt. */
  private async release(rows: (typeof outbox.$inferSelect)[]): Promise<void> {
    const step = statusMove(outboxMachine, outbox.status, 'fail');
    for (const row of rows) {
      await this.db
        .update(outbox)
        .set({ status: step.to, attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()` })
        .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), step.from));
    }
  }

  /** Milliseconds until the next mail comes due (a retry, or a lease that runs out), or null when none waits. */
  private async nextDueMs(): Promise<number | null> {
    const step = statusMove(outboxMachine, outbox.status, 'claim');
    const [row] = await this.db
      .select({ ms: sql<string | null>`extract(epoch from (min(${outbox.nextAttemptAt}) - now())) * 1000` })
      .from(outbox)
      .where(and(EMAIL, step.from));
    return row?.ms == null ? null : Math.max(0, Number(row.ms));
  }

  /** Runs a drain now, or right after the one running. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.cycle().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async cycle(): Promise<void> {
    let wait = this.options.pollMs;
    try {
      const done = await this.drain();
      if (done.sent + done.failed + done.dead > 0) this.log.info(`outbox: ${done.sent} mails sent, ${done.failed} to retry, ${done.dead} dead`);
      const due = await this.nextDueMs();
      if (due !== null) wait = Math.min(wait, due + 10);
    } catch (error) {
      this.log.error({ err: error }, 'outbox worker: draining failed');
    }
    if (!this.stopped && !this.again) {
      this.timer = setTimeout(() => this.kick(), wait);
      this.timer.unref();
    }
  }

  /** Starts draining: now, when mail is queued (NOTIFY), when a retry comes due, and every `pollMs`. */
  async start(): Promise<void> {
    if (this.options.pollMs <= 0) throw new Error('OutboxWorker.start needs pollMs > 0');
    this.stopped = false;
    this.halted = false;
    this.listening = await this.database.listen(OUTBOX_CHANNEL, { notify: () => this.kick(), up: () => this.kick(), down: () => undefined });
    this.kick();
  }

  /** Stops after the mail being sent: nothing is left half-recorded (unsent claimed mail is taken again after its lease). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.listening?.stop();
    this.listening = null;
    await this.running;
    this.transport.close();
  }
}

/** Sends dead mails again (`ids`, or every dead one): pending, due now, with a fresh count of attempts. Returns how many. */
export async function requeueDead(db: Db, ids: number[] | 'all'): Promise<number> {
  const step = statusMove(outboxMachine, outbox.status, 'requeue');
  const rows = await db
    .update(outbox)
    .set({ status: step.to, attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(EMAIL, step.from, ids === 'all' ? undefined : inArray(outbox.id, ids.length > 0 ? ids : [-1])))
    .returning({ id: outbox.id });
  if (rows.length > 0) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.length;
}
