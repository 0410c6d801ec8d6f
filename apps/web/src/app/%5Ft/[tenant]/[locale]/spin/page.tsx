// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/money/money.css';
import '@/features/minigame/minigame.css';

import type { Metadata } from 'next';
import { MinigamePage, minigameMetadata } from '@/features/minigame/minigame-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /spin page: the prize wheel inside the site's own layout.
export function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  return minigameMetadata(params, '/spin');
}

export default function SpinRoute({ params }: { params: TenantParams }) {
  return <MinigamePage params={params} path="/spin" />;
}
