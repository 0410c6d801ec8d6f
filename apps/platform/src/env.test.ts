import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_CHALLENGE_SECRET, DEMO_OPERATOR_KEY, REPO_ROOT, readEnv } from './env';

describe('readEnv', () => {
  it('defaults the port and resolves the data directory from the repository root', () => {
    const env = readEnv({});
    expect(env.PLATFORM_PORT).toBe(4000);
    expect(env.dataDir).toBe(join(REPO_ROOT, '.data'));
    expect(readEnv({ FELT_DATA_DIR: '/tmp/x' }).dataDir).toBe('/tmp/x');
  });

  it('has an operator key in demo mode only, unless one is set', () => {
    expect(readEnv({}).operatorKey).toBeNull();
    expect(readEnv({ FELT_DEMO: '1' }).operatorKey).toBe(DEMO_OPERATOR_KEY);
    expect(readEnv({ FELT_DEMO: '1', FELT_OPERATOR_KEY: 'a-long-secret' }).operatorKey).toBe('a-long-secret');
  });

  it('names every bad variable', () => {
    expect(() => readEnv({ PLATFORM_PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PLATFORM_PORT[\s\S]*LOG_LEVEL/);
  });
});

describe('demo mode and secrets', () => {
  it('refuses demo mode on PostgreSQL and in production', () => {
    expect(() => readEnv({ FELT_DEMO: '1', DATABASE_URL: 'postgres://root@127.0.0.1/x' })).toThrow(/PostgreSQL/);
    expect(() => readEnv({ FELT_DEMO: '1', NODE_ENV: 'production' })).toThrow(/NODE_ENV=production/);
    expect(readEnv({ DATABASE_URL: 'postgres://root@127.0.0.1/x' }).FELT_DEMO).toBe(false);
  });

  it('wants an operator key and a web secret of 32 characters outside demo mode', () => {
    expect(() => readEnv({ FELT_OPERATOR_KEY: 'short-but-valid-key' })).toThrow(/FELT_OPERATOR_KEY.*32/);
    expect(() => readEnv({ FELT_WEB_SECRET: 'sixteen-chars-ok!' })).toThrow(/FELT_WEB_SECRET.*32/);
    expect(readEnv({ FELT_OPERATOR_KEY: 'k'.repeat(32) }).operatorKey).toBe('k'.repeat(32));
    expect(readEnv({ FELT_DEMO: '1', FELT_OPERATOR_KEY: 'short-demo-key' }).operatorKey).toBe('short-demo-key');
  });

  it('has a challenge key in demo mode only, unless one of 32 characters is set', () => {
    expect(readEnv({}).challengeSecret).toBeNull();
    expect(readEnv({ FELT_DEMO: '1' }).challengeSecret).toBe(DEMO_CHALLENGE_SECRET);
    expect(() => readEnv({ FELT_CHALLENGE_SECRET: 'sixteen-chars-ok!' })).toThrow(/FELT_CHALLENGE_SECRET.*32/);
    expect(readEnv({ FELT_CHALLENGE_SECRET: 'c'.repeat(32) }).challengeSecret).toBe('c'.repeat(32));
    expect(readEnv({}).FELT_CHALLENGE_MAX_NUMBER).toBe(100_000);
    expect(readEnv({ FELT_CHALLENGE_MAX_NUMBER: '50' }).FELT_CHALLENGE_MAX_NUMBER).toBe(50);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(readEnv({}).PLATFORM_HOST).toBe('127.0.0.1');
    expect(readEnv({ PLATFORM_HOST: '0.0.0.0' }).PLATFORM_HOST).toBe('0.0.0.0');
  });
});
