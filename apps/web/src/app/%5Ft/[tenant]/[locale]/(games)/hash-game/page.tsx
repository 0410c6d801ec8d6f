import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /hash-game lobby.
export const generateMetadata = categoryMetadata('hash_game');

export default function HashGamePage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="hash_game" />;
}
