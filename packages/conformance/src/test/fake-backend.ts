import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny back end for the tests: each path answers what its handler returns, anything else a -404 failure.

export type Handler = (body: Record<string, unknown>) => object | Promise<object>;
export type FakeBackend = { url: string; close: () => Promise<void> };

export async function startFakeBackend(routes: Record<string, Handler>): Promise<FakeBackend> {
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const handler = routes[req.url ?? ''];
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {}
    const answer = handler ? await handler(body) : { statusCode: -404, message: 'notFound' };
    res.writeHead(handler ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
