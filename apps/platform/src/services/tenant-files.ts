import type { TenantFile } from '@felt/contract/operator';
import type { Db } from '../db/client';
import { replaceTenant } from '../db/queries/tenant-write';
import { tenantFileOf } from '../tenants/to-file';
import { tenantRows } from '../tenants/to-rows';

/** Imports a validated tenant file, replacing the tenant of that domain all-or-nothing. */
export async function importTenant(db: Db, file: TenantFile): Promise<{ domain_name: string; tenant_id: number }> {
  const rows = await tenantRows(file);
  const tenant_id = await replaceTenant(db, rows);
  return { domain_name: file.domain_name, tenant_id };
}

export const exportTenant = tenantFileOf;
