import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /lottery lobby.
export const generateMetadata = categoryMetadata('lottery');

export default function LotteryPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="lottery" />;
}
