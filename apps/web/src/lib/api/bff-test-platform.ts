import { vi } from 'vitest';

// A stand-in platform for the BFF's unit tests: fetch is stubbed, every upstream call is recorded, and a
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

export function stubPlatform(): void {
  platform.up = true;
  platform.calls.length = 0;
  platform.answers.clear();
  platform.answers.set('/api/startup', STARTUP);
  platform.answers.set('/api/settings/partners', { statusCode: 1, partners: [] });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!platform.up) throw new TypeError('fetch failed');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    platform.calls.push({ url, body, headers: Object.fromEntries(new Headers(init.headers)) });
    const answer = platform.answers.get(new URL(url).pathname);
    return answer ? Response.json(answer) : Response.json({ statusCode: -404, message: 'notFound' }, { status: 404 });
  });
}

/** A browser POST to the BFF on the tenant a.localhost. */
export function browserRequest(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://a.localhost:3000${path}`, {
    method: 'POST',
    body,
    headers: { host: 'a.localhost:3000', 'content-type': 'application/json', ...headers },
  });
}
