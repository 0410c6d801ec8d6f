import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_ENGAGEMENT, type EngagementSection } from '@felt/contract/operator';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import type { Logger } from '../logger';
import { isLocalDomain } from '../services/demo-guard';
import { defaultsIn } from '../services/engagement/defaults';

// The engagement defaults are worded in dollars and read in each site's currency. A demo site whose stored
// section still holds a part exactly as those dollar figures (a copy of the defaults from before they were
// converted: "minimum deposit IDR 20") has that part dropped at start, so the converted defaults apply. A part
// that differs in anything is the operator's own and is kept; sites other than localhost are never touched.

const PARTS = ['referral', 'vip_levels', 'promotions', 'missions', 'minigame', 'welcome'] as const;

/** The parts of `section` that are the dollar defaults copied into a site of `currency`, where they read wrong. */
export function unconvertedParts(section: EngagementSection, currency: string): (typeof PARTS)[number][] {
  const converted = defaultsIn(currency);
  return PARTS.filter(
    (part) =>
      section[part] !== undefined &&
      isDeepStrictEqual(section[part], DEFAULT_ENGAGEMENT[part]) &&
      !isDeepStrictEqual(DEFAULT_ENGAGEMENT[part], converted[part]),
  );
}

/** Drops the unconverted default parts from every demo site's stored section; answers how many sites changed. */
export async function dropUnconvertedDefaults(db: Db, now: Date, log?: Logger): Promise<number> {
  const rows = await db
    .select({
      id: tenants.id,
      domain_name: tenants.domain_name,
      currency: tenants.currency,
      engagement: tenants.engagement,
    })
    .from(tenants)
    .where(isNotNull(tenants.engagement));
  let changed = 0;
  for (const row of rows) {
    if (!row.engagement || !isLocalDomain(row.domain_name)) continue;
    const stale = unconvertedParts(row.engagement, row.currency);
    if (stale.length === 0) continue;
    const kept = Object.fromEntries(
      Object.entries(row.engagement).filter(([part]) => !(stale as string[]).includes(part)),
    ) as EngagementSection;
    await db.update(tenants).set({ engagement: kept, updated_at: now }).where(eq(tenants.id, row.id));
    log?.info({ domain: row.domain_name, parts: stale }, 'demo site: dropped dollar defaults for converted ones');
    changed++;
  }
  return changed;
}
