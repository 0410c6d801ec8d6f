import { inlineScriptText, noscriptHtml } from '@/tenant/snippet-text';
import type { AnalyticsSnippet } from './load-analytics.server';

// SPEC 4: HEAD snippets run as inline scripts in the head, BODY snippets are noscript blocks at the top of
// the body. Both are rendered into the cached page; the CSP reasoning is in docs/decisions/0007.

export function AnalyticsHeadScripts({ snippets }: { snippets: AnalyticsSnippet[] }) {
  return snippets
    .filter((s) => s.section === 'HEAD' && s.script.trim() !== '')
    .map((s, i) => (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own analytics code (SPEC 4).
      // biome-ignore lint/suspicious/noArrayIndexKey: snippets have no id; their order is fixed.
      <script key={i} data-analytics="head" dangerouslySetInnerHTML={{ __html: inlineScriptText(s.script) }} />
    ));
}

export function AnalyticsNoscripts({ snippets }: { snippets: AnalyticsSnippet[] }) {
  return snippets
    .filter((s) => s.section === 'BODY' && s.script.trim() !== '')
    .map((s, i) => (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own analytics markup (SPEC 4).
      // biome-ignore lint/suspicious/noArrayIndexKey: snippets have no id; their order is fixed.
      <noscript key={i} data-analytics="body" dangerouslySetInnerHTML={{ __html: noscriptHtml(s.script) }} />
    ));
}
