/** Business constants the API reports to clients. */

export const API_VERSION = '1.0.0';
/** Largest JSON request body accepted (uploads have their own limit). */
export const JSON_BODY_LIMIT = 256 * 1024;

/** An address the owner logged in from within this many days is exempt from the account-wide login limit. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * The outbox worker (docs/email.md): how long a claimed mail is the worker's before another may take it (longer than
 * the SMTP timeouts below, so a live worker's send never overlaps another's), how many mails one claim takes, and
 * the longest wait between two attempts.
 */
export const MAIL_LEASE_MS = 5 * 60_000;
export const MAIL_BATCH_SIZE = 20;
export const MAIL_RETRY_MAX_MS = 60 * 60_000;
/** SMTP connection, greeting and socket timeouts (nodemailer's defaults run to minutes). */
export const SMTP_TIMEOUT_MS = 30_000;
