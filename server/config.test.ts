import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 43_200,
      rememberRefreshTokenTtl: 30 * 86_400,
      loginMaxFailuresPerAccount: 10,
      loginMaxFailuresPerAccountAddress: 5,
      loginMaxFailuresPerAddress: 100,
      loginFailureWindow: 900,
      statementTimeoutMs: 5000,
      dbPoolSize: undefined,
      logLevel: 'warn',
      staticDir: path.resolve('./dist'),
      demoOrders: 2000,
      trustProxy: false,
      allowPrivateHosts: false,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/portal',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      JWT_SECRET: 'x'.repeat(40),
      ACCESS_TOKEN_TTL: '60',
      LOG_LEVEL: 'silent',
      DEMO_ORDERS: '1000000',
      TRUST_PROXY: 'true',
      DB_POOL_SIZE: '3',
      PORTAL_ALLOW_PRIVATE_HOSTS: '1',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/portal',
      databaseUrl: 'postgres://u@db:5432/shop',
      accessTokenTtl: 60,
      logLevel: 'silent',
      demoOrders: 1_000_000,
      trustProxy: true,
      dbPoolSize: 3,
      allowPrivateHosts: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be an integer 1-65535'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'Invalid configuration: ACCESS_TOKEN_TTL must be an integer 10-86400'],
    [
      { DATABASE_URL: 'mysql://localhost/shop' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ DB_POOL_SIZE: '0' }, 'Invalid configuration: DB_POOL_SIZE must be an integer 1-1000'],
    [{ TRUST_PROXY: 'maybe' }, 'Invalid configuration: TRUST_PROXY must be true or false'],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('names every wrong variable in the same single line', () => {
    expect(() => loadConfig({ PORT: '0', DEMO_ORDERS: '-1' })).toThrow(
      'Invalid configuration: PORT must be an integer 1-65535; DEMO_ORDERS must be an integer 0-10000000',
    );
  });
});
