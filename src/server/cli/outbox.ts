/**
 * The outbox from the command line (`npm run outbox`, docs/email.md): what is queued, failing or dead, and sending
 * dead mail again once the cause is fixed.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { requeueDead } from '../modules/messaging';

export type OutboxCommand = { command: 'list'; limit: number } | { command: 'retry'; ids: number[] | 'all' };

export const outboxUsage = 'usage: npm run outbox [-- list [--limit N]] | npm run outbox -- retry <id>… | npm run outbox -- retry --dead';

/** `list [--limit N]` (the default) or `retry <id>…` / `retry --dead`. */
export function parseOutboxArgs(argv: readonly string[]): OutboxCommand | { error: string } {
  const [command = 'list', ...rest] = argv;
  if (command === 'list') {
    if (rest.length === 0) return { command, limit: 20 };
    const limit = Number(rest[1]);
    if (rest[0] !== '--limit' || rest.length !== 2 || !Number.isInteger(limit) || limit < 1 || limit > 1000) return { error: '--limit takes a whole number from 1 to 1000' };
    return { command, limit };
  }
  if (command === 'retry') {
    if (rest.length === 1 && rest[0] === '--dead') return { command, ids: 'all' };
    const ids = rest.map(Number);
    if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id < 1)) return { error: 'retry takes outbox ids (whole numbers) or --dead' };
    return { command, ids };
  }
  return { error: `unknown command "${command}"` };
}

/** Counts by channel and status, then the email rows not yet sent, newest first. */
export async function outboxReport(db: Db, limit: number): Promise<string> {
  const counts = await db.select({ channel: outbox.channel, status: outbox.status, n: count() }).from(outbox).groupBy(outbox.channel, outbox.status).orderBy(outbox.channel, outbox.status);
  const waiting = await db
    .select({ id: outbox.id, template: outbox.template, status: outbox.status, attempts: outbox.attempts, next: outbox.nextAttemptAt, error: outbox.lastError })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), ne(outbox.status, 'sent')))
    .orderBy(desc(outbox.id))
    .limit(limit);
  const lines = ['channel  status   count', ...counts.map((c) => `${c.channel.padEnd(8)} ${c.status.padEnd(8)} ${c.n}`)];
  lines.push('', waiting.length === 0 ? 'No email waiting: every mail is sent.' : 'Email not sent yet (newest first):');
  for (const row of waiting) {
    lines.push(`#${row.id} ${row.template} ${row.status}, ${row.attempts} attempts, next ${row.next.toISOString()}${row.error ? ` — ${row.error}` : ''}`);
  }
  return lines.join('\n');
}

export async function runOutboxCommand(db: Db, command: OutboxCommand): Promise<string> {
  if (command.command === 'list') return outboxReport(db, command.limit);
  const n = await requeueDead(db, command.ids);
  return `${n} dead mail${n === 1 ? '' : 's'} queued again (a running server sends ${n === 1 ? 'it' : 'them'} at once).`;
}
