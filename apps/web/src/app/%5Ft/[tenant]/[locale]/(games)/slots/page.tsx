import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /slots lobby.
export const generateMetadata = categoryMetadata('slot_game');

export default function SlotsPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="slot_game" />;
}
