import type { ThemeColor } from '@felt/contract';
import { type TemplateDescriptor, templateFor } from '@/templates';
import type { ReadyTenant } from './load-tenant.server';
import { resolveTheme, type ThemeResolution } from './resolve-theme';

/** What a ready tenant's pages show (SPEC 4): only maintenance, only a theme error, or the site. */
export type SiteView =
  | { kind: 'maintenance' }
  | { kind: 'themeError'; errorKey: Extract<ThemeResolution, { ok: false }>['errorKey'] }
  | { kind: 'site'; descriptor: TemplateDescriptor; color: ThemeColor };

export function siteView(tenant: ReadyTenant): SiteView {
  if (tenant.startup.maintenance.is_maintenance) return { kind: 'maintenance' };
  const theme = resolveTheme(tenant.startup.site);
  if (!theme.ok) return { kind: 'themeError', errorKey: theme.errorKey };
  return { kind: 'site', descriptor: templateFor(theme.theme), color: theme.color };
}
