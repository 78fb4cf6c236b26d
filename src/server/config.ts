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
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
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
  };
}
