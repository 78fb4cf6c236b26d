/**
 * Configuration from environment variables, read and validated once at start-up (STYLE rule 11).
 * A bad value stops the process with a message naming the variable.
 */
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
  /** Failed logins allowed per account and per IP in `loginWindowMinutes` before refusing. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerIp: number;
  loginWindowMinutes: number;
  /** Reset-code requests allowed per account and per IP per hour. */
  resetRequestsPerHour: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Directory of the built web app (vite build output). */
  webDir: string;
  /** The shop's public address, for payment providers' return links. */
  publicUrl: string;
  /** Unpaid orders lapse after this many minutes. */
  unpaidOrderTtlMinutes: number;
  /** How often the unpaid-order expiry sweep runs; 0 turns it off (tests run it by hand). */
  expirySweepSeconds: number;
  /** 'sandbox' (built-in hosted test page) or 'stripe' (Stripe Checkout). */
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const databaseUrl = env.DATABASE_URL ? env.DATABASE_URL : null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = env.LOG_LEVEL ?? 'info';
  const level = LOG_LEVELS.find((l) => l === logLevel);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const trust = env.TRUST_PROXY ?? '0';
  if (trust !== '0' && trust !== '1') throw new ConfigError('TRUST_PROXY must be 0 or 1');
  const paymentProvider = env.PAYMENT_PROVIDER || 'sandbox';
  if (paymentProvider !== 'sandbox' && paymentProvider !== 'stripe') throw new ConfigError('PAYMENT_PROVIDER must be sandbox or stripe');
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  if (paymentProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
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
    loginWindowMinutes: int(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
    resetRequestsPerHour: int(env, 'RESET_REQUESTS_PER_HOUR', 5, 1, 1000),
    logLevel: level,
    trustProxy: trust === '1',
    webDir: resolve(cwd, env.WEB_DIR || 'dist'),
    publicUrl,
    unpaidOrderTtlMinutes: int(env, 'UNPAID_ORDER_TTL_MINUTES', 24 * 60, 1, 30 * 24 * 60),
    expirySweepSeconds: int(env, 'EXPIRY_SWEEP_SECONDS', 60, 0, 24 * 3600),
    paymentProvider,
    stripeSecretKey,
    stripeWebhookSecret,
  };
}
