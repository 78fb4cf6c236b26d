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

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be 0 or 1/],
    [{ SESSION_TTL_HOURS: '0' }, /SESSION_TTL_HOURS must be between/],
  ])('refuses %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
