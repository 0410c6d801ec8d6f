/** Every cached read of one tenant carries this tag, so `revalidateTag` refreshes that tenant only. */
export function tenantTag(domain: string): string {
  return `tenant:${domain}`;
}

/** Seconds a cached tenant page or tenant read stays fresh before it is regenerated in the background. */
export const TENANT_REVALIDATE_SECONDS = 60;
