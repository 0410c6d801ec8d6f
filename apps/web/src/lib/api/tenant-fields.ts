import type { z } from 'zod';

/** A tenant as the platform's calls name it. */
export type TenantIds = { domain: string; externalId: string };

/** A call's body with the tenant's own domain_name and external_id, where the call's request has those fields. */
export function withTenantFields(
  schema: z.ZodType | null | undefined,
  body: object,
  { domain, externalId }: TenantIds,
): object {
  const shape = (schema as Partial<z.ZodObject> | null | undefined)?.shape ?? {};
  return {
    ...body,
    ...('domain_name' in shape ? { domain_name: domain } : {}),
    ...('external_id' in shape ? { external_id: externalId } : {}),
  };
}
