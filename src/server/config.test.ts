import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config).toMatchObject({ port: 3000, dataDir: '/srv/shop/data', databaseUrl: null, sessionTtlHours: 720, logLevel: 'info' });
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/lib/printfront', DATABASE_URL: 'postgres://shop@db/shop' }, '/srv');
    expect(config).toMatchObject({ port: 8080, dataDir: '/var/lib/printfront', databaseUrl: 'postgres://shop@db/shop' });
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxies — never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'loopback']);
  });

  it('in production the sandbox payment provider must be chosen explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toMatchObject({ paymentProvider: 'sandbox', production: true, paymentProviderExplicit: true });
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'sandbox', production: false, paymentProviderExplicit: false });
  });

  it('reads SHOP_CLOCK (tests and development only) and refuses it in production or malformed', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ SHOP_CLOCK: '2026-12-03T10:00:00+04:00' }).clockStart?.toISOString()).toBe('2026-12-03T06:00:00.000Z');
    expect(() => loadConfig({ SHOP_CLOCK: '2026-12-03' })).toThrow(/SHOP_CLOCK must be an ISO 8601 moment/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SHOP_CLOCK: '2026-12-03T10:00:00Z' })).toThrow(/SHOP_CLOCK is for tests and development only/);
  });

  it('reads the API flood limit and the Redis address', () => {
    expect(loadConfig({})).toMatchObject({ apiRateLimitPerMinute: 1200, redisUrl: null });
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: '600000', REDIS_URL: 'redis://127.0.0.1:6379/0' })).toMatchObject({
      apiRateLimitPerMinute: 600000,
      redisUrl: 'redis://127.0.0.1:6379/0',
    });
  });

  it('reads the mail settings: SMTP_URL, MAIL_FROM, attempts, backoff and polling', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.ae' })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'printfront <no-reply@shop.example.ae>',
      mailMaxAttempts: 10,
      mailRetryBaseMs: 30_000,
      mailPollMs: 10_000,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://mailer:secret@smtp.example.ae:587', MAIL_FROM: 'Print Shop <orders@example.ae>', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_BASE_SECONDS: '5', MAIL_POLL_SECONDS: '0' }),
    ).toMatchObject({ smtpUrl: 'smtp://mailer:secret@smtp.example.ae:587', mailFrom: 'Print Shop <orders@example.ae>', mailMaxAttempts: 3, mailRetryBaseMs: 5000, mailPollMs: 0 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be 0, a hop count, or a list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /"10.0.0.0\/33" is neither/],
    [{ TRUST_PROXY: '10.0.0.1,example.com' }, /"example.com" is neither/],
    [{ TRUST_PROXY: '99' }, /hop count must be between/],
    [{ NODE_ENV: 'production' }, /PAYMENT_PROVIDER must be set in production/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS must be between/],
    [{ API_RATE_LIMIT_PER_MINUTE: '0' }, /API_RATE_LIMIT_PER_MINUTE must be between/],
    [{ API_RATE_LIMIT_PER_MINUTE: 'lots' }, /API_RATE_LIMIT_PER_MINUTE must be a whole number/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must start with redis:\/\//],
    [{ SMTP_URL: 'smtp.example.ae:587' }, /SMTP_URL must look like smtp:\/\//],
    [{ SMTP_URL: 'http://smtp.example.ae' }, /SMTP_URL must look like/],
    [{ MAIL_FROM: 'orders at example.ae' }, /MAIL_FROM must be an email address/],
    [{ MAIL_MAX_ATTEMPTS: '0' }, /MAIL_MAX_ATTEMPTS must be between/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
