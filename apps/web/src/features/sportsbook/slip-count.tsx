'use client';

import { useSlip } from './slip-store';

/** The number of picks on the phone bar's slip tab, so a tap on an odd shows where it went; nothing when empty. */
export function SlipCount() {
  const count = useSlip((s) => s.picks.length);
  return count > 0 ? <span data-slot="tab-badge">{count}</span> : null;
}
