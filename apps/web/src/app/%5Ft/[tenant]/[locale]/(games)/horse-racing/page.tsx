import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /horse-racing lobby.
export const generateMetadata = categoryMetadata('horse_racing');

export default function HorseRacingPage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="horse_racing" />;
}
