import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';

describe('a failure inside a handler', () => {
  it('answers JSON -500 without a stack trace and logs the error', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const broken = new Proxy({} as Db, {
      get: () => () => {
        throw new Error('database exploded');
      },
    });
    const app = createApp({
      db: broken,
      dbKind: 'pglite',
      log: pino({ level: 'error' }, sink),
      operatorKey: null,
      demo: false,
    });
    const res = await app.request('/api/startup', { method: 'POST', body: '{"domain_name":"localhost"}' });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ statusCode: -500, message: 'internalServerError' });
    expect(text).not.toContain('exploded');
    expect(lines.join('')).toContain('database exploded');
  });

  it('answers -503 from /healthz when the database is gone', async () => {
    const broken = { execute: () => Promise.reject(new Error('gone')) } as unknown as Db;
    const app = createApp({
      db: broken,
      dbKind: 'pglite',
      log: pino({ level: 'silent' }),
      operatorKey: null,
      demo: false,
    });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
  });

  it('refuses operator calls when no operator key is configured', async () => {
    const app = createApp({
      db: {} as Db,
      dbKind: 'pglite',
      log: pino({ level: 'silent' }),
      operatorKey: null,
      demo: false,
    });
    const res = await app.request('/api/operator/tenants', { headers: { 'X-Operator-Key': 'felt-demo-operator-key' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ statusCode: -403, message: 'forbidden' });
  });
});
