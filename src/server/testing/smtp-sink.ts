/**
 * A real SMTP server for tests (the `smtp-server` package): it accepts every mail and keeps it, decoded (subject,
 * recipient, Content-Language, text). Used by the outbox tests and, through scripts/mail-sink.ts, by the browser
 * journeys. Stop it and start it again on the same port to play a mail server that is down for a while.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  language: string;
  text: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_all, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** A single-part text mail as nodemailer writes it: headers (unfolded, decoded) and the text. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  return {
    to: envelope.to,
    from: envelope.from,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    language: headers.get('content-language') ?? '',
    text: text.replace(/\r\n/g, '\n'),
  };
}

export interface SmtpSink {
  port: number;
  mails: ReceivedMail[];
  /** Called with each mail as it arrives. */
  onMail?: (mail: ReceivedMail) => void;
  stop(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 (`port` 0: any free port) that accepts every mail without authentication. */
export async function startSmtpSink(port = 0, mails: ReceivedMail[] = []): Promise<SmtpSink> {
  const sink: SmtpSink = { port, mails, stop: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) });
        mails.push(mail);
        sink.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  sink.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
