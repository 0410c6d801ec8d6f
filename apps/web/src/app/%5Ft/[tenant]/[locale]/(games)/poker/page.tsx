import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /poker lobby.
export const generateMetadata = categoryMetadata('poker');

export default function PokerPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="poker" />;
}
