import { and, asc, eq, notExists } from 'drizzle-orm';
import type { Db } from '../client';
import { paymentMethods, tenants } from '../schema';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type NewMethod = Omit<typeof paymentMethods.$inferInsert, 'id'>;

/** A tenant's methods in the order the cashier shows them. */
export function methodsOf(db: Db, tenantId: number): Promise<MethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.tenant_id, tenantId))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export async function findMethod(db: Db, tenantId: number, code: string): Promise<MethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.tenant_id, tenantId), eq(paymentMethods.method_code, code)))
    .limit(1);
  return row;
}

/** Tenants with no payment method at all: the ones the defaults are for. */
export function tenantsWithoutMethods(db: Db) {
  return db
    .select({ id: tenants.id, currency: tenants.currency })
    .from(tenants)
    .where(notExists(db.select().from(paymentMethods).where(eq(paymentMethods.tenant_id, tenants.id))));
}

/** Idempotent: a method code a tenant already has is left as the operator set it. */
export async function insertMethods(db: Db, rows: NewMethod[]): Promise<void> {
  if (rows.length) await db.insert(paymentMethods).values(rows).onConflictDoNothing();
}

/** The currency a tenant's amounts are in. */
export async function currencyOf(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.currency ?? '';
}
