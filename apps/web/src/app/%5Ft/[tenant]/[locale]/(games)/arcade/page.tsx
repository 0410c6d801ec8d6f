import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /arcade lobby.
export const generateMetadata = categoryMetadata('arcade');

export default function ArcadePage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="arcade" />;
}
