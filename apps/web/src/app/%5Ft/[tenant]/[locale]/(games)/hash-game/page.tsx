// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/features/home/home.css';
import '@/features/games/cards.css';
import '@/ui/form/forms.css';
import '@/features/games/games.css';
import '@/ui/choice-group.css';

import { CategoryRoute, categoryMetadata } from '@/features/games/category-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /hash-game lobby.
export const generateMetadata = categoryMetadata('hash_game');

export default function HashGamePage({ params }: { params: TenantParams }) {
  return <CategoryRoute params={params} category="hash_game" />;
}
