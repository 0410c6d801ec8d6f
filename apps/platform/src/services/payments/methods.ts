import { MEDIA_PATH, type PaymentMethod } from '@felt/contract';
import { eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { findMedia, saveSharedMedia } from '../../db/queries/media';
import { insertMethods, type MethodRow, methodsOf, tenantsWithoutMethods } from '../../db/queries/payment-methods';
import { media, paymentMethods } from '../../db/schema';
import type { Logger } from '../../logger';
import { PAYMENT_FALLBACK_KEY, paymentArt, paymentFallbackArt } from '../../media/payment-art';
import type { MediaFile } from '../../media/svg';
import { toMajor, toMinor } from '../money';
import { tenantFor } from '../tenants';
import { defaultLimits, defaultMethods } from './default-methods';

/** Gives the default methods (and their badges) to one tenant; a code it already has is left alone. */
async function seedTenant(db: Db, tenant: { id: number; currency: string }): Promise<void> {
  const methods = defaultMethods(tenant.currency);
  const art = methods.map((m) => paymentArt(m.code, m.name));
  await saveSharedMedia(db, art);
  await insertMethods(
    db,
    methods.map((m, i) => {
      const limits = defaultLimits(tenant.currency, m);
      return {
        tenant_id: tenant.id,
        method_code: m.code,
        method_name: m.name,
        kind: m.kind,
        image_key: art[i]?.key ?? null,
        min_minor: toMinor(limits.min, tenant.currency),
        max_minor: toMinor(limits.max, tenant.currency),
        deposit: m.deposit,
        withdrawal: m.withdrawal,
        position: i,
      };
    }),
  );
}

/** A badge this platform drew for a method: `payment/<method code>.<content hash>.svg`. */
const DRAWN_BADGE = /^payment\/([a-z0-9_]+)\.[0-9a-f]{12}\.svg$/;

/** Whether this process has brought the drawn badges up to date (once, at its first call). */
let badgesChecked = false;

/**
 * Badges an earlier version drew are drawn again: a method whose image is our drawing for its own code, but not
 * the current one, gets the current badge; an image an operator set is left alone. The fixed fallback is replaced
 * in place (its address is fixed by the contract).
 */
export async function redrawBadges(db: Db): Promise<number> {
  const fallback = paymentFallbackArt();
  const stored = await findMedia(db, fallback.key);
  if (!stored) await saveSharedMedia(db, [fallback]);
  else if (stored.etag !== fallback.etag)
    await db.update(media).set({ body: fallback.body, etag: fallback.etag }).where(eq(media.key, fallback.key));
  const rows = await db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.method_code,
      name: paymentMethods.method_name,
      key: paymentMethods.image_key,
    })
    .from(paymentMethods)
    .where(like(paymentMethods.image_key, 'payment/%'));
  const drawn = new Map<string, MediaFile>();
  const stale = rows.flatMap((row) => {
    if (DRAWN_BADGE.exec(row.key ?? '')?.[1] !== row.code) return [];
    const id = `${row.code}\n${row.name}`;
    const art = drawn.get(id) ?? paymentArt(row.code, row.name);
    drawn.set(id, art);
    return art.key === row.key ? [] : [{ id: row.id, art }];
  });
  if (!stale.length) return 0;
  await saveSharedMedia(db, [...new Map(stale.map(({ art }) => [art.key, art])).values()]);
  for (const { id, art } of stale)
    await db.update(paymentMethods).set({ image_key: art.key }).where(eq(paymentMethods.id, id));
  return stale.length;
}

/**
 * At start: every tenant without payment methods gets the defaults, badges drawn by an earlier version are drawn
 * again, and the fallback badge exists.
 */
export async function ensurePaymentMethods(db: Db, log?: Logger): Promise<number> {
  if (!badgesChecked) {
    const redrawn = await redrawBadges(db);
    badgesChecked = true;
    if (redrawn) log?.info({ methods: redrawn }, 'drew the payment badges again');
  } else await saveSharedMedia(db, [paymentFallbackArt()]);
  const missing = await tenantsWithoutMethods(db);
  for (const tenant of missing) await seedTenant(db, tenant);
  if (missing.length) log?.info({ tenants: missing.length }, 'added the default payment methods');
  return missing.length;
}

/** A tenant's methods; one imported since start gets the defaults on first use. */
export async function methodsFor(db: Db, tenant: { id: number; currency: string }): Promise<MethodRow[]> {
  const rows = await methodsOf(db, tenant.id);
  if (rows.length) return rows;
  await ensurePaymentMethods(db);
  return methodsOf(db, tenant.id);
}

export const imageUrlOf = (method: MethodRow) => `${MEDIA_PATH}${method.image_key ?? PAYMENT_FALLBACK_KEY}`;

/** /api/payment/methods. */
export async function listMethods(db: Db, body: { domain_name: string; external_id: string }) {
  const tenant = await tenantFor(db, body.domain_name, body.external_id);
  const rows = await methodsFor(db, tenant);
  return rows.map(
    (m): z.input<typeof PaymentMethod> => ({
      method_code: m.method_code,
      method_name: m.method_name,
      kind: m.kind,
      img_url: imageUrlOf(m),
      min_amount: toMajor(m.min_minor, tenant.currency),
      max_amount: toMajor(m.max_minor, tenant.currency),
      deposit: m.deposit,
      withdrawal: m.withdrawal,
    }),
  );
}
