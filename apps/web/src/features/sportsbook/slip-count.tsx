'use client';

import { CountBadge } from '@/ui/count-badge';
import { useSlip } from './slip-store';

/** The number of picks on the phone bar's slip tab, so a tap on an odd shows where it went; nothing when empty. */
export function SlipCount() {
  return <CountBadge count={useSlip((s) => s.picks.length)} />;
}
