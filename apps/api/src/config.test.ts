import { describe, expect, it } from 'vitest';
import { DEFAULT_API_SIGNATURE } from '@athar/contract/config-defaults';
import { ConfigError } from '@athar/server-kit/config';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has documented defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/athar');
    expect(config).toMatchObject({
      PORT: 3000,
      PAY_PORT: 3001,
      dataDir: '/srv/athar/data',
      API_SIGNATURE: DEFAULT_API_SIGNATURE,
      PUBLIC_URL: 'http://localhost:3000',
      PAY_PUBLIC_URL: 'http://localhost:3001',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('stops on malformed values, naming each one', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', API_SIGNATURE: 'secret' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('API_SIGNATURE');
    }
  });

  it('stops on an unknown setting that looks like a mistyped one', () => {
    expect(() => loadConfig({ DATABSE_URL: 'postgres://localhost/x' })).toThrow(
      /DATABSE_URL: unknown setting/,
    );
    expect(() => loadConfig({ ATHAR_MODE: 'x' })).toThrow(/ATHAR_MODE/);
    expect(() => loadConfig({ PAYPORT: '3001' })).toThrow(/PAYPORT: unknown setting/);
    expect(() => loadConfig({ PATH: '/usr/bin', HOME: '/root', CI: 'true', BASE_URL: '/' })).not.toThrow();
  });

  it('reads TRUST_PROXY as a list of proxies, loopback by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: 'loopback, uniquelocal' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
    ]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,172.18.0.2,fd00::/8,192.168.0.0/255.255.0.0,linklocal' })
        .TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '172.18.0.2', 'fd00::/8', '192.168.0.0/255.255.0.0', 'linklocal']);
  });

  it.each([
    'everyone',
    'true',
    '10.0.0.0/33',
    '10.0.0/8',
    'loopback,,',
    '::1/129',
    '10.0.0.0/255.0.255.0',
    '*',
  ])('stops on TRUST_PROXY=%s, naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a comma-separated list/);
  });

  it('redirects other names of the site to PUBLIC_URL unless told not to, with the aliases listed', () => {
    expect(loadConfig({})).toMatchObject({ CANONICAL_HOST: 'redirect', PUBLIC_URL_ALIASES: [] });
    expect(loadConfig({ CANONICAL_HOST: 'off' }).CANONICAL_HOST).toBe('off');
    expect(
      loadConfig({ PUBLIC_URL_ALIASES: 'old-athar.example, 203.0.113.7,[2001:db8::1],Athar.Example.' })
        .PUBLIC_URL_ALIASES,
    ).toEqual(['old-athar.example', '203.0.113.7', '[2001:db8::1]', 'Athar.Example.']);
    expect(() => loadConfig({ CANONICAL_HOST: 'yes' })).toThrow(/CANONICAL_HOST/);
  });

  it.each(['https://old.example', 'old.example:8080', 'old.example/path', 'a b', 'old.example,,', '[zz::1]'])(
    'stops on PUBLIC_URL_ALIASES=%s, naming it',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL_ALIASES: value })).toThrow(/PUBLIC_URL_ALIASES: must be/);
    },
  );

  it('refuses the local webhook secrets and the local factor key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_WEBHOOK_SECRET/);
    const secrets = {
      SMS_WEBHOOK_SECRET: 'a-long-production-secret',
      PAY_WEBHOOK_SECRET: 'another-production-secret',
    };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secrets })).toThrow(/OPERATOR_FACTOR_KEY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...secrets,
        OPERATOR_FACTOR_KEY: 'a-production-factor-key-of-32-chars',
      }),
    ).not.toThrow();
  });
});
