import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /bingo lobby.
export const generateMetadata = categoryMetadata('bingo');

export default function BingoPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="bingo" />;
}
