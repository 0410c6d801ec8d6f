import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /crash lobby.
export const generateMetadata = categoryMetadata('crash');

export default function CrashPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="crash" />;
}
