import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /hot lobby.
export const generateMetadata = categoryMetadata('hot');

export default function HotPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="hot" />;
}
