import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /fishing lobby.
export const generateMetadata = categoryMetadata('fishing');

export default function FishingPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="fishing" />;
}
