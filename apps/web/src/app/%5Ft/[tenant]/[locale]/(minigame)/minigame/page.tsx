// The stylesheets of what this renders, first and in cascade order (docs/decisions/0038).
import '@/ui/form/forms.css';
import '@/features/money/money.css';
import '@/features/minigame/minigame.css';

import type { Metadata } from 'next';
import { MinigamePage, minigameMetadata } from '@/features/minigame/minigame-page.server';
import type { TenantParams } from '@/tenant/tenant-params.server';

// The /minigame page: the prize wheel full screen, in the dedicated minigame layout.
export function generateMetadata({ params }: { params: TenantParams }): Promise<Metadata> {
  return minigameMetadata(params, '/minigame');
}

export default function MinigameRoute({ params }: { params: TenantParams }) {
  return <MinigamePage params={params} path="/minigame" />;
}
