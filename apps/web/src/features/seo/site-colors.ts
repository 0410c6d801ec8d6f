import { buildPalette } from '@/templates/palettes/palette';
import { TEMPLATE_TONES } from '@/templates/palettes/tones';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { siteView } from '@/tenant/site-view';
import { NEUTRAL_COLORS } from './web-manifest';

/** The browser-chrome colours of a site: its palette's header and page colours, else neutral ones. */
export function siteColors(tenant: ReadyTenant): { theme: string; background: string } {
  const view = siteView(tenant);
  if (view.kind !== 'site') return NEUTRAL_COLORS;
  const { mode, name } = view.descriptor;
  const palette = buildPalette({ mode, color: view.color, ...TEMPLATE_TONES[name] });
  return { theme: palette.header, background: palette.bg };
}
