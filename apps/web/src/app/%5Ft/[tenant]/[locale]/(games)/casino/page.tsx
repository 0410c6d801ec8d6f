import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /casino lobby.
export const generateMetadata = categoryMetadata('casino');

export default function CasinoPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="casino" />;
}
