import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /sabong lobby.
export const generateMetadata = categoryMetadata('sabong');

export default function SabongPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="sabong" />;
}
