import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import errors from '../../messages/en/errors.json';
import ui from '../../messages/en/ui.json';

// The two pages the proxy answers itself, before any tenant is known: "site not configured" (404) and
// "platform unavailable" (503). No tenant means no language choice yet, so they are in English.

const t = createTranslator({ locale: 'en', messages: { ui, errors } });

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;' +
  'background:#f6f7f9;color:#1b1f24}main{max-width:32rem;padding:2rem;text-align:center}' +
  'h1{font-size:1.5rem;margin:0 0 1rem}p{line-height:1.5;margin:.5rem 0}';
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** This page's own policy: nothing runs, only its one inline style. */
export const STATUS_PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, lines: string[]): string {
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function siteNotConfiguredHtml(host: string): string {
  return page(t('ui.siteNotConfigured.title'), [
    t('ui.siteNotConfigured.message', { host }),
    t('ui.siteNotConfigured.hint'),
  ]);
}

export function serviceUnavailableHtml(): string {
  return page(t('errors.errorTitle'), [t('errors.serviceUnavailable')]);
}
