import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_KEY, REPO_ROOT, readEnv } from './env';

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
