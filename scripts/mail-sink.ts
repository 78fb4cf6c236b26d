/**
 * A mail server for the browser journeys: `node --import tsx scripts/mail-sink.ts --port 4311 --dir <data dir>/mail
 * [--parent <pid>]` accepts every
 * mail over SMTP (the `smtp-server` package, src/server/testing/smtp-sink.ts) and writes each one, decoded, as a
 * JSON file in the directory, where the journeys read what the shop sent. playwright.config.ts starts it beside the
 * server; with --parent it ends when that process (the web server's shell) does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpSink } from '../src/server/testing/smtp-sink';

function arg(name: string, optional = false): string {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : process.argv[at + 1];
  if (!value) {
    if (optional) return '';
    console.error(`mail-sink: --${name} is required (usage: node --import tsx scripts/mail-sink.ts --port <port> --dir <directory> [--parent <pid>])`);
    process.exit(2);
  }
  return value;
}

const port = Number(arg('port'));
const dir = arg('dir');
mkdirSync(dir, { recursive: true });
const sink = await startSmtpSink(port);
let count = 0;
sink.onMail = (mail) => {
  count += 1;
  writeFileSync(join(dir, `${String(count).padStart(4, '0')}.json`), JSON.stringify(mail, null, 2));
};
console.log(`mail-sink: SMTP on 127.0.0.1:${sink.port}, mail written to ${dir}`);

// Started in the background by the web server's shell: when that shell is gone (Playwright stopped the server), stop.
const parent = Number(arg('parent', true));
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
if (parent > 0) {
  setInterval(() => {
    if (!alive(parent)) void sink.stop().then(() => process.exit(0));
  }, 500);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sink.stop().then(() => process.exit(0)));
