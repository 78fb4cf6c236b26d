/**
 * Configuration from environment variables, read and validated once at start-up (STYLE rule 11).
 * A bad value stops the process with a message naming the variable.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** Where the embedded database and uploads live (ignored for the database when `databaseUrl` is set). */
  dataDir: string;
  /** postgres://… to run on PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | null;
  sessionTtlHours: number;
  resetCodeTtlMinutes: number;
  resetCodeMaxAttempts: number;
  /**
   * Failed logins allowed in `loginWindowMinutes` before refusing: per account from one address, per address across
   * accounts, and per account from all addresses (not applied to an address the owner logged in from lately).
   */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginMaxFailuresPerAccountAllIps: number;
  loginWindowMinutes: number;
  /** Reset-code requests allowed per account and per IP per hour. */
  resetRequestsPerHour: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Which peers' X-Forwarded-For to believe (Fastify's trustProxy): false (none, the default), a number of proxy
   * hops in front of the shop, or a list of proxy addresses/CIDRs. Never `true`: that would take the client's own
   * left-most X-Forwarded-For entry as its address and defeat the per-IP limits.
   */
  trustProxy: false | number | string[];
  /** NODE_ENV=production. */
  production: boolean;
  /** PAYMENT_PROVIDER was set explicitly (production refuses the sandbox by default). */
  paymentProviderExplicit: boolean;
  /** Directory of the built web app (vite build output). */
  webDir: string;
  /** The shop's public address, for payment providers' return links. */
  publicUrl: string;
  /** Unpaid orders lapse after this many minutes. */
  unpaidOrderTtlMinutes: number;
  /** Days after delivery when an order the customer did not confirm counts as received and closes (AUTO_RECEIVE_DAYS). */
  autoReceiveDays: number;
  /** How often the unpaid-order expiry sweep runs; 0 turns it off (tests run it by hand). */
  expirySweepSeconds: number;
  /** 'sandbox' (built-in hosted test page) or 'stripe' (Stripe Checkout). */
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** API calls allowed per client address per minute (the coarse flood limit). */
  apiRateLimitPerMinute: number;
  /** redis://… shares the flood-limit counters between servers; null keeps them per process. */
  redisUrl: string | null;
  /** smtp://user:pass@host:port or smtps://… sends the outbox's mail; null writes each mail to the log instead. */
  smtpUrl: string | null;
  /** The From: of the shop's mail (MAIL_FROM). */
  mailFrom: string;
  /** A mail that failed this many times is dead (MAIL_MAX_ATTEMPTS). */
  mailMaxAttempts: number;
  /** The wait after the first failed attempt, doubled after each further one (MAIL_RETRY_BASE_SECONDS). */
  mailRetryBaseMs: number;
  /** How often the outbox worker looks for due mail besides being woken by new mail; 0 runs no worker (MAIL_POLL_SECONDS). */
  mailPollMs: number;
  /**
   * The supplier on tax invoices (SUPPLIER_NAME, SUPPLIER_ADDRESS, SUPPLIER_TRN), used when the settings table has no
   * `tax_supplier` row (docs/invoices.md).
   */
  supplier: { name: string; address: string; trn: string };
  /**
   * SHOP_CLOCK (tests and development only, refused in production): the moment the shop's clock starts at, so a
   * test can pick the day (member day, the 1st of a month's assessment, an order's deadline); it runs on from there and
   * moves every business time alike (infra/clock.ts). Null: the real time.
   */
  clockStart: Date | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Named ranges proxy-addr understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: empty or `0` → trust no proxy; a whole number → that many proxy hops (1: one load balancer in front);
 * otherwise a comma-separated list of proxy addresses, CIDRs or the names loopback/linklocal/uniquelocal.
 */
function readTrustProxy(raw: string): false | number | string[] {
  const value = raw.trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY hop count must be between 0 and 10, got ${hops}`);
    return hops;
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefixOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.includes(entry) && (family === 0 || !prefixOk || extra !== undefined)) {
      throw new ConfigError(`TRUST_PROXY must be 0, a hop count, or a list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,192.168.1.5); "${entry}" is neither`);
    }
  }
  return entries;
}

function validSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** MAIL_FROM: `Name <address>` or an address; by default no-reply at the shop's public host name. */
function readMailFrom(raw: string | undefined, publicUrl: string): string {
  if (!raw) return `printfront <no-reply@${new URL(publicUrl).hostname}>`;
  const address = /<([^<>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address.trim())) throw new ConfigError(`MAIL_FROM must be an email address or "Name <address>", got "${raw}"`);
  return raw.trim();
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL ? env.DATABASE_URL : null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  const level = LOG_LEVELS.find((l) => l === logLevel);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const trustProxy = readTrustProxy(env.TRUST_PROXY ?? '');
  const production = env.NODE_ENV === 'production';
  const paymentProviderExplicit = Boolean(env.PAYMENT_PROVIDER);
  const paymentProvider = env.PAYMENT_PROVIDER || 'sandbox';
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'stripe') throw new ConfigError('PAYMENT_PROVIDER must be sandbox or stripe');
  if (production && !paymentProviderExplicit) {
    throw new ConfigError('PAYMENT_PROVIDER must be set in production (NODE_ENV=production): stripe, or sandbox for a demo where anyone can mark orders paid');
  }
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (paymentProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl !== null && !validSmtpUrl(smtpUrl)) throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  const supplierTrn = (env.SUPPLIER_TRN || '100000000000003').replace(/\s+/g, '');
  if (!/^\d{15}$/.test(supplierTrn)) throw new ConfigError(`SUPPLIER_TRN must be a UAE Tax Registration Number of 15 digits, got "${env.SUPPLIER_TRN}"`);
  const clockStart = readClock(env.SHOP_CLOCK ?? '', production);
  const port = int(env, 'PORT', 3000, 0, 65535);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl,
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 24 * 30, 1, 24 * 365),
    resetCodeTtlMinutes: int(env, 'RESET_CODE_TTL_MINUTES', 15, 1, 24 * 60),
    resetCodeMaxAttempts: int(env, 'RESET_CODE_MAX_ATTEMPTS', 5, 1, 100),
    loginMaxFailuresPerAccount: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5, 1, 1000),
    loginMaxFailuresPerIp: int(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100000),
    loginMaxFailuresPerAccountAllIps: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS', 50, 1, 100000),
    loginWindowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
    resetRequestsPerHour: int(env, 'RESET_REQUESTS_PER_HOUR', 5, 1, 1000),
    logLevel: level,
    trustProxy,
    production,
    paymentProviderExplicit,
    webDir: resolve(cwd, env.WEB_DIR || 'dist'),
    publicUrl,
    unpaidOrderTtlMinutes: int(env, 'UNPAID_ORDER_TTL_MINUTES', 24 * 60, 1, 30 * 24 * 60),
    expirySweepSeconds: int(env, 'EXPIRY_SWEEP_SECONDS', 60, 0, 24 * 3600),
    autoReceiveDays: int(env, 'AUTO_RECEIVE_DAYS', 7, 1, 90),
    paymentProvider,
    stripeSecretKey,
    stripeWebhookSecret,
    apiRateLimitPerMinute: int(env, 'API_RATE_LIMIT_PER_MINUTE', 1200, 1, 10_000_000),
    redisUrl,
    smtpUrl,
    mailFrom: readMailFrom(env.MAIL_FROM, publicUrl),
    mailMaxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 10, 1, 100),
    mailRetryBaseMs: int(env, 'MAIL_RETRY_BASE_SECONDS', 30, 1, 24 * 3600) * 1000,
    mailPollMs: int(env, 'MAIL_POLL_SECONDS', 10, 0, 3600) * 1000,
    supplier: {
      name: env.SUPPLIER_NAME || 'Printfront Printing & Advertising LLC',
      address: env.SUPPLIER_ADDRESS || 'Warehouse 14, Street 6B, Al Quoz Industrial Area 3, Dubai, United Arab Emirates',
      trn: supplierTrn,
    },
    clockStart,
  };
}

/** SHOP_CLOCK: an ISO 8601 moment with its offset (2026-12-03T10:00:00+04:00), never in production. */
function readClock(raw: string, production: boolean): Date | null {
  const value = raw.trim();
  if (value === '') return null;
  if (production) throw new ConfigError('SHOP_CLOCK is for tests and development only: unset it when NODE_ENV=production');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ConfigError(`SHOP_CLOCK must be an ISO 8601 moment with its offset, e.g. 2026-12-03T10:00:00+04:00, got "${value}"`);
  }
  return new Date(value);
}
