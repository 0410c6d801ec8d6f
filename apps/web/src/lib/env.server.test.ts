import { afterEach, describe, expect, it, vi } from 'vitest';

// The web tier's secrets are long outside demo mode; demo mode keeps its documented short ones.

async function load(values: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import('./env.server')).env;
}

afterEach(() => vi.unstubAllEnvs());

describe('the web environment', () => {
  it('refuses a short operator key or web secret outside demo mode', async () => {
    await expect(load({ FELT_DEMO: '', FELT_OPERATOR_KEY: 'x'.repeat(20) })).rejects.toThrow(/FELT_OPERATOR_KEY.*32/);
    await expect(load({ FELT_DEMO: '', FELT_WEB_SECRET: 'x'.repeat(20) })).rejects.toThrow(/FELT_WEB_SECRET.*32/);
    expect((await load({ FELT_DEMO: '', FELT_WEB_SECRET: 'x'.repeat(32) })).FELT_WEB_SECRET).toHaveLength(32);
  });

  it('knows the demo operator key in demo mode only, unless one is given', async () => {
    expect((await load({ FELT_DEMO: '1' })).FELT_OPERATOR_KEY).toBe('felt-demo-operator-key');
    expect((await load({ FELT_DEMO: '1', FELT_OPERATOR_KEY: 'y'.repeat(20) })).FELT_OPERATOR_KEY).toBe('y'.repeat(20));
    expect((await load({ FELT_DEMO: '' })).FELT_OPERATOR_KEY).toBeUndefined();
  });

  it('takes them shorter in demo mode, which serves localhost only', async () => {
    expect((await load({ FELT_DEMO: '1', FELT_OPERATOR_KEY: 'x'.repeat(20) })).FELT_DEMO).toBe(true);
  });
});
