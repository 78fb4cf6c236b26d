/**
 * What the server logs, and what it never logs: secrets (passwords, session tokens, reset codes, signatures) and
 * personal data (phone numbers, addresses, names) are redacted by pino before a line is written; request URLs are
 * logged without their query string; a failed query's parameters are cut from error messages. docs/operations.md,
 * Security.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { stdSerializers, type Bindings, type ChildLoggerOptions, type DestinationStream, type LoggerOptions } from 'pino';

/**
 * Field names whose values never reach the log, at the top level and one or two levels down (`payload`: what a
 * notification carries, e.g. a reset code). Error codes (`err.code`) stay: they are diagnostics, not secrets.
 */
const SECRET_FIELDS = [
  'password',
  'password_confirm',
  'passwordHash',
  'token',
  'payload',
  'recipient',
  'mobile',
  'phone',
  'email',
  'address',
  'recipient_name',
  'account_name',
  'reference_last6',
  'authorization',
  'cookie',
];

export const LOG_REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
];

/** The path of a URL without its query string (which may carry personal data). */
export function pathOnly(url: string): string {
  const cut = url.indexOf('?');
  return cut === -1 ? url : `${url.slice(0, cut)}?…`;
}

/** Drizzle puts a failed query's parameters (user input) into the error message: keep the SQL, drop the values. */
function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return { method: request.method, url: pathOnly(request.url), remoteAddress: request.ip, reqId: request.id };
  },
  err(error: Error) {
    const serialized = stdSerializers.err(error);
    // DrizzleQueryError carries the values as `params`; a PostgreSQL error's `detail` may quote them ("Key (mobile)=…").
    const hidden = Object.fromEntries(['params', 'detail'].filter((k) => k in serialized).map((k) => [k, '[redacted]']));
    return { ...serialized, ...hidden, message: withoutParams(serialized.message) ?? '', stack: withoutParams(serialized.stack) ?? '' };
  },
};

/** Pino options of the app's logger: level, redaction, serializers, and (tests) where lines go. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return { level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, serializers: logSerializers, ...(stream ? { stream } : {}) };
}

type LogMethod = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Fastify's child logger per request (`request.log`, bound to the request id), made when the request first logs a
 * line its level lets through. pino applies the redaction to a child's bindings as it makes one, so a child for every
 * request cost ~9% of a cached read's CPU (`npm run bench api`, profiled) although most requests never log at `warn`.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  // A route with its own level or serializers gets its child at once.
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  return new LazyChild(parent, bindings) as unknown as FastifyBaseLogger;
}

type LevelAware = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * The per-request stand-in: one small object per request, its methods on the prototype (a closure per method per
 * request was ~8% of a cached read's allocations, found with the sampling heap profiler).
 */
class LazyChild {
  private real: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (!this.real && (this.parent as LevelAware).isLevelEnabled?.(method) === false) return;
    (this.logger()[method] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger().level = level;
  }
  child(childBindings: Bindings, childOptions?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(childBindings, childOptions);
  }
  silent(): void {}
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
}
