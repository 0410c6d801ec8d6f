import { PRODUCT_CATEGORY_KEYS, type StartupAnswer } from '@felt/contract';
import type { Db } from '../db/client';
import { providersPerCategory } from '../db/queries/games';
import { menuOf, type TenantRow } from '../db/queries/tenants';
import { isoText } from '../tenants/to-file';
import { engagementFor } from './engagement/defaults';
import type { TenantChanges } from './tenant-changes';
import { tenantFor } from './tenants';

/** How many providers offer each product category (SPEC 4 menu filtering); every category is listed. */
export async function providerCount(db: Db): Promise<Record<string, number>> {
  const rows = await providersPerCategory(db);
  const counts = new Map(rows.map((r) => [r.game_type, Number(r.providers)]));
  return Object.fromEntries(PRODUCT_CATEGORY_KEYS.map((key) => [key, counts.get(key) ?? 0]));
}

function maintenanceOf(tenant: TenantRow, now: Date): StartupAnswer['maintenance'] {
  const start = tenant.maintenance_start;
  const end = tenant.maintenance_end;
  return {
    is_maintenance: Boolean(start && end && start <= now && now < end),
    start_date: start ? isoText(start) : null,
    end_date: end ? isoText(end) : null,
  };
}

async function buildStartup(db: Db, domain: string, now: Date): Promise<StartupAnswer> {
  const tenant = await tenantFor(db, domain);
  const [menu, provider_count] = await Promise.all([menuOf(db, tenant.id), providerCount(db)]);
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: maintenanceOf(tenant, now),
    content: { menu: { children: menu.map(({ content_id, game_menu }) => ({ content_id, game_menu })) } },
    site: {
      site_name: tenant.site_name,
      currency: tenant.currency,
      theme_code: tenant.theme_code,
      theme_color: tenant.theme_color,
      logo1: tenant.logo1,
      logo2: tenant.logo2,
      logo3: tenant.logo3,
      status: tenant.status,
      expired_date: tenant.expired_date ? isoText(tenant.expired_date) : null,
      logo_text: tenant.logo_text,
      external_id: tenant.external_id,
      android_sub: tenant.android_sub,
      ios_sub: tenant.ios_sub,
      manifest_icon: tenant.manifest_icon,
      gamify_status: tenant.gamify_status,
    },
    language: tenant.languages.map((code) => ({
      code: code as StartupAnswer['language'][number]['code'],
      is_default: code === tenant.default_lang,
    })),
    provider_count,
    aff_domain: tenant.aff_domain,
    live_chat: { chat_id: tenant.live_chat_id, image_id: tenant.live_chat_image_id, status: tenant.live_chat_status },
    show_referral: engagementFor(tenant).show_referral,
  };
}

export type StartupService = { answer: (domain: string) => Promise<StartupAnswer>; forget: () => void };

/**
 * Startup answers are asked for on every page render: keep each domain's answer for a few seconds. `forget` (a
 * tenant changed) drops them here and, through `changes`, in every other process of the install.
 */
export function createStartupService(db: Db, now: () => Date, ttlMs: number, changes?: TenantChanges): StartupService {
  const cache = new Map<string, { expires: number; answer: Promise<StartupAnswer> }>();
  changes?.onChange(() => cache.clear());
  return {
    answer(domain) {
      const at = Date.now();
      const hit = cache.get(domain);
      if (hit && hit.expires > at) return hit.answer;
      const answer = buildStartup(db, domain, now());
      cache.set(domain, { expires: at + ttlMs, answer });
      // Failures (unknown domain, database down) are not kept.
      answer.catch(() => cache.delete(domain));
      return answer;
    },
    forget: () => {
      cache.clear();
      changes?.announce().catch(() => {});
    },
  };
}
