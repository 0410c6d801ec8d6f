import type { AnalyticsSnippet } from '@/features/analytics/load-analytics.server';
import { inlineScriptText } from './snippet-text';

// What one tenant adds to the site's Content-Security-Policy (docs/decisions/0010): the hash of each of its
// analytics snippets, which run inline, and the origins of the known providers those snippets or its live chat
// load from and report to. Only providers on this list are opened, and only on sites that configured them.

export type TenantCsp = {
  script: string[];
  connect: string[];
  frame: string[];
  /** Who may frame the page: set only for the gallery's preview sites (preview-host.ts); else nobody. */
  ancestors?: string[];
};

/** The response header the proxy hands these in; server/csp/html-answer.mjs reads and removes it. */
export const TENANT_CSP_HEADER = 'x-felt-csp-tenant';

type Provider = { uses: RegExp; script: string[]; connect: string[]; frame?: string[] };

/** Providers by what their snippets contain: the loader's host or the global they call. */
const ANALYTICS_PROVIDERS: Provider[] = [
  {
    // Google Tag Manager and Google Analytics 4 (gtag.js) share their loader host.
    uses: /googletagmanager\.com|\bgtag\(|google-analytics\.com/,
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
  {
    uses: /connect\.facebook\.net|\bfbq\(/,
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  {
    uses: /analytics\.tiktok\.com|\bttq\./,
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
  },
  {
    uses: /appsflyer\.com/,
    script: ['https://websdk.appsflyer.com'],
    connect: ['https://*.appsflyer.com'],
  },
];

/** The LiveChat widget (SPEC 4), loaded when the tenant's chat is on with a licence number. */
export const LIVE_CHAT_PROVIDER: Provider = {
  uses: /./,
  script: ['https://cdn.livechatinc.com'],
  connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  frame: ['https://secure.livechatinc.com', 'https://*.livechatinc.com'],
};

/** The CSP source of a script's text, as the browser hashes it. */
export async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** `liveChatWidget`: the tenant's chat loads the LiveChat widget (a licence number, see live-chat.ts). */
export async function tenantCsp(snippets: AnalyticsSnippet[], liveChatWidget: boolean): Promise<TenantCsp> {
  const head = snippets.filter((s) => s.section === 'HEAD' && s.script.trim() !== '');
  const text = snippets.map((s) => s.script).join('\n');
  const providers = [
    ...ANALYTICS_PROVIDERS.filter((provider) => provider.uses.test(text)),
    ...(liveChatWidget ? [LIVE_CHAT_PROVIDER] : []),
  ];
  const hashes = await Promise.all(head.map((s) => hashSource(inlineScriptText(s.script))));
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique([...hashes, ...providers.flatMap((p) => p.script)]),
    connect: unique(providers.flatMap((p) => p.connect)),
    frame: unique(providers.flatMap((p) => p.frame ?? [])),
  };
}
