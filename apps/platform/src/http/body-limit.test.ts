import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit';

// Over real HTTP, as the platform is served: a body with a declared length and a chunked one.

const LIMIT = 1024;

describe('bodyLimit', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = new Hono();
    app.use(bodyLimit(LIMIT));
    app.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const chunked = (text: string) =>
    new ReadableStream({
      start(controller) {
        for (let at = 0; at < text.length; at += 100)
          controller.enqueue(new TextEncoder().encode(text.slice(at, at + 100)));
        controller.close();
      },
    });

  it('lets a body within the limit through, read whole by the call', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: 'x'.repeat(LIMIT) });
    expect(await res.json()).toEqual({ length: LIMIT });
  });

  it('refuses a body whose declared length is over the limit', async () => {
    const res = await fetch(`${base}/echo`, { method: 'POST', body: 'x'.repeat(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ statusCode: -413, message: 'payloadTooLarge' });
  });

  it('counts a chunked body as it arrives', async () => {
    const over = await fetch(`${base}/echo`, { method: 'POST', body: chunked('x'.repeat(LIMIT + 1)), duplex: 'half' });
    expect(over.status).toBe(413);
    const within = await fetch(`${base}/echo`, { method: 'POST', body: chunked('x'.repeat(LIMIT)), duplex: 'half' });
    expect(await within.json()).toEqual({ length: LIMIT });
  });
});
