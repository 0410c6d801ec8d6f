import { vi } from 'vitest';

// A stand-in platform for the BFF's unit tests: the transport is mocked, every upstream call is recorded, and a
// test sets the answer of any call by path. Each test file also mocks '@/lib/env.server' and 'next/cache'.

export const STARTUP = {
  statusCode: 1,
  message: 'OK',
  maintenance: { is_maintenance: false, start_date: null, end_date: null },
  content: { menu: { children: [] } },
  site: {
    site_name: 'Test',
    currency: 'USD',
    theme_code: 'casino1',
    theme_color: 'gold',
    logo1: '',
    logo2: '',
    logo3: '',
    status: true,
    expired_date: null,
    logo_text: 'TEST',
    external_id: 'ext-1',
    android_sub: '',
    ios_sub: '',
    manifest_icon: '',
    gamify_status: false,
  },
  language: [{ code: 'EN', is_default: true }],
  provider_count: {},
  aff_domain: [],
  live_chat: { chat_id: null, image_id: null, status: false },
};

export type UpstreamCall = { url: string; body: unknown; headers: Record<string, string> };

const LEARNING_THE_TENANT = ['/api/startup', '/api/settings/get_analytics'];

export const platform = {
  up: true,
  calls: [] as UpstreamCall[],
  answers: new Map<string, object>(),
  /** The calls other than those the BFF makes to learn the tenant (its startup, and its analytics for the page policy). */
  forwarded(): UpstreamCall[] {
    return platform.calls.filter((call) => !LEARNING_THE_TENANT.some((path) => call.url.endsWith(path)));
  },
};

/** What the stand-in platform answers one request: recorded, then the test's answer for the path, or notFound. */
function answer(url: string, body: string | undefined, headers: HeadersInit | undefined): Response {
  if (!platform.up) throw new TypeError('fetch failed');
  platform.calls.push({
    url,
    body: body ? JSON.parse(body) : undefined,
    headers: Object.fromEntries(new Headers(headers)),
  });
  const found = platform.answers.get(new URL(url).pathname);
  return found ? Response.json(found) : Response.json({ statusCode: -404, message: 'notFound' }, { status: 404 });
}

/**
 * The stand-in for platform-transport.server.ts; each test file mocks that module with it:
 * `vi.mock('@/lib/api/platform-transport.server', async () => (await import('./bff-test-platform')).transport)`.
 */
export const transport = {
  async platformExchange(_method: string, path: string, body: string | undefined, headers: Record<string, string>) {
    const response = answer(`http://platform.test${path}`, body, headers);
    return { status: response.status, text: await response.text() };
  },
};

export function stubPlatform(): void {
  platform.up = true;
  platform.calls.length = 0;
  platform.answers.clear();
  platform.answers.set('/api/startup', STARTUP);
  platform.answers.set('/api/settings/partners', { statusCode: 1, partners: [] });
  // Media still travel by fetch.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
    answer(url, init.body ? String(init.body) : undefined, init.headers),
  );
}

/** A browser POST to the BFF on the tenant a.localhost. */
export function browserRequest(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://a.localhost:3000${path}`, {
    method: 'POST',
    body,
    headers: { host: 'a.localhost:3000', 'content-type': 'application/json', ...headers },
  });
}
