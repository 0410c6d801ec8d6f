import { MEDIA_PATH, type PaymentMethod } from '@felt/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { saveSharedMedia } from '../../db/queries/media';
import { insertMethods, type MethodRow, methodsOf, tenantsWithoutMethods } from '../../db/queries/payment-methods';
import type { Logger } from '../../logger';
import { PAYMENT_FALLBACK_KEY, paymentArt, paymentFallbackArt } from '../../media/payment-art';
import { toMajor, toMinor } from '../money';
import { tenantFor } from '../tenants';
import { defaultLimits, defaultMethods } from './default-methods';

/** Gives the default methods (and their badges) to one tenant; a code it already has is left alone. */
async function seedTenant(db: Db, tenant: { id: number; currency: string }): Promise<void> {
  const methods = defaultMethods(tenant.currency);
  const art = methods.map((m, i) => paymentArt(m.code, m.name, i));
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

/** At start: every tenant without payment methods gets the defaults, and the fallback badge exists. */
export async function ensurePaymentMethods(db: Db, log?: Logger): Promise<number> {
  await saveSharedMedia(db, [paymentFallbackArt()]);
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
