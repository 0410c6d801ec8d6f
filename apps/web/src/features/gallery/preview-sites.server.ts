import type { TenantSummary } from '@felt/contract/operator';
import { LOCALE_PREFIXES, type LocalePrefix, localeByCode } from '@felt/contract/tables';
import type { z } from 'zod';
import { env } from '@/lib/env.server';
import { forgetHost } from '@/tenant/host-resolver.server';
import { type PreviewSkin, previewDomain, previewOf } from '@/tenant/preview-host';
import { operatorExport, operatorImport, operatorTenants } from './operator-client.server';

// A preview site per skin, made the first time the gallery shows it: a copy of a site of that template (in demo
// mode its demo site, <theme>.localhost) under g-<theme>-<colour>.<the gallery's domain>, in that colour, without
// announcements (their modal would cover every page) or a maintenance window. Once made it is kept as it is.

type Summary = z.infer<typeof TenantSummary>;

export type PreviewSite = { domain: string; locales: LocalePrefix[]; defaultLocale: LocalePrefix };
/** platform: it could not be asked; refused: it said no (a wrong key, a file it would not take); noSource: no site. */
export type PreviewProblem = { problem: 'platform' | 'noSource' | 'refused'; reason?: string };

const problemOf = (failure: { answered: boolean; reason: string }): PreviewProblem => ({
  problem: failure.answered ? 'refused' : 'platform',
  reason: failure.reason,
});

const prefixOf = (code: string): LocalePrefix | undefined => localeByCode(code)?.prefix;

function siteOf(domain: string, languages: readonly string[], defaultCode: string): PreviewSite {
  const defaultLocale = prefixOf(defaultCode) ?? LOCALE_PREFIXES[0];
  const enabled = new Set([defaultLocale, ...languages.map(prefixOf).filter((p) => p !== undefined)]);
  return { domain, locales: LOCALE_PREFIXES.filter((prefix) => enabled.has(prefix)), defaultLocale };
}

/**
 * The site whose content a preview of `theme` copies: in demo mode the theme's demo site, else any site of the
 * theme, else any site at all (its template is switched). Never another preview.
 */
export function sourceOf(tenants: readonly Summary[], theme: string, demo: boolean): Summary | undefined {
  const sites = tenants.filter((t) => previewOf(t.domain_name) === null && !t.external_id.startsWith('gallery-'));
  return (
    (demo ? sites.find((t) => t.domain_name === `${theme}.localhost`) : undefined) ??
    sites.find((t) => t.theme_code === theme) ??
    sites[0]
  );
}

/** The preview site of `skin` for a gallery on `galleryDomain`, made now when it does not exist yet. */
export async function previewSite(skin: PreviewSkin, galleryDomain: string): Promise<PreviewSite | PreviewProblem> {
  const domain = previewDomain(skin, galleryDomain);
  const tenants = await operatorTenants();
  if (!tenants.ok) return problemOf(tenants);
  const existing = tenants.value.find((t) => t.domain_name === domain);
  if (existing) return siteOf(domain, existing.languages, existing.default_lang);

  const source = sourceOf(tenants.value, skin.theme, env.FELT_DEMO);
  if (!source) return { problem: 'noSource' };
  const exported = await operatorExport(source.domain_name);
  if (!exported.ok) return problemOf(exported);
  const file = exported.value;
  const imported = await operatorImport({
    ...file,
    domain_name: domain,
    external_id: `gallery-${skin.theme}-${skin.color}`,
    site: { ...file.site, theme_code: skin.theme, theme_color: skin.color },
    maintenance: null,
    announcements: [],
  });
  if (!imported.ok) return problemOf(imported);
  // A look at the preview host before it existed must not keep it unknown to this server's proxy for a while.
  forgetHost(domain);
  return siteOf(domain, file.languages.enabled, file.languages.default);
}
