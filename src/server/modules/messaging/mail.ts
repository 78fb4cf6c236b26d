/**
 * The shop's email (docs/email.md): an outbox row rendered in the recipient's language, and where it goes — an SMTP
 * server (SMTP_URL, through nodemailer) or, without one, the server log with the recipient and text redacted
 * (lib/logging.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { isLocale, resolveLocale, translate, type Locale } from '../../../domain/i18n';
import { SMTP_TIMEOUT_MS } from '../../constants';
import { displayParams } from './message.service';

/** A mail ready to send. `id` is its outbox row: the Message-ID is made from it, so a resent mail is recognisably the same. */
export interface Mail {
  id: number;
  template: string;
  to: string;
  subject: string;
  text: string;
  language: Locale;
}

export interface OutboxMailRow {
  id: number;
  recipient: string;
  template: string;
  payload: unknown;
  locale: string;
}

const CODE_TEMPLATES = ['password_reset', 'contact_change'];

function params(payload: unknown): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (payload && typeof payload === 'object') {
    for (const [key, value] of Object.entries(payload)) if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/**
 * Subject and text of an outbox row in its language: a code message (reset, contact change), or a message-centre
 * notification (`notify.<template>`) with a link to the order or wallet it is about and the footer.
 */
export function renderMail(row: OutboxMailRow, publicUrl: string): Mail {
  const language = isLocale(row.locale) ? row.locale : resolveLocale();
  const values = params(row.payload);
  const base = { id: row.id, template: row.template, to: row.recipient, language };
  if (CODE_TEMPLATES.includes(row.template)) {
    return {
      ...base,
      subject: translate(language, `email.${row.template}.subject`),
      text: `${translate(language, `email.${row.template}.body`, values)}\n`,
    };
  }
  // Arabic text keeps numbers and codes in order with isolation marks; left-to-right languages need none.
  const shown = displayParams(values, language, language === 'ar');
  const orderId = values.order_id;
  const link =
    typeof orderId === 'number'
      ? translate(language, 'email.order_link', { url: `${publicUrl}/pc/user/order/detail?id=${orderId}` })
      : translate(language, 'email.wallet_link', { url: `${publicUrl}/pc/user/user_wallet` });
  return {
    ...base,
    subject: translate(language, `notify.${row.template}.title`, shown),
    text: [translate(language, `notify.${row.template}.body`, shown), link, '--', translate(language, 'email.footer')].join('\n\n') + '\n',
  };
}

/** Where mail goes. `send` resolves once the mail is accepted and rejects with the reason it was not. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP (SMTP_URL): one connection per mail, with timeouts shorter than the worker's lease on a claimed mail. */
export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer is loaded with the first mail, not at start-up.
  let transporter: Promise<Transporter> | null = null;
  const open = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS }, { from }),
    ));
  const host = /@([^<>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(mail) {
      await (await open()).sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<outbox-${mail.id}@${host}>`,
        headers: { 'Content-Language': mail.language },
      });
    },
    close() {
      void transporter?.then((opened) => opened.close());
    },
  };
}

/**
 * No SMTP_URL: each mail is written to the log and counts as sent. The recipient and the text (which may carry a
 * reset code) are in fields the log redacts; the subject (order number, amount) is not personal data.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      log.info(
        { outbox: { id: mail.id, template: mail.template, language: mail.language, recipient: mail.to, payload: mail.text } },
        `mail #${mail.id} (${mail.template}, no SMTP_URL, not sent): ${mail.subject}`,
      );
    },
    close() {},
  };
}
