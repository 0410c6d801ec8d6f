import { BREAKPOINTS, type BreakpointName, type GameDevice } from '@felt/contract/tables';
import { breakpointStore } from '@/lib/breakpoint-store';

type LaunchWindow = { coarsePointer: boolean; breakpoint: BreakpointName };

/** A touch screen, or a window below the tablet breakpoint, gets the provider's mobile game. */
export function deviceOf({ coarsePointer, breakpoint }: LaunchWindow): GameDevice {
  return coarsePointer || BREAKPOINTS[breakpoint] < BREAKPOINTS.tablet ? 'mobile' : 'desktop';
}

/** The device of this browser window, at the page's shared breakpoint. */
export function currentDevice(): GameDevice {
  const coarsePointer = window.matchMedia('(pointer: coarse)').matches;
  return deviceOf({ coarsePointer, breakpoint: breakpointStore.live() });
}

/** "golden-temple-riches" → "Golden Temple Riches": a name to show until the game's own name is known. */
export function nameFromCode(gameCode: string): string {
  return gameCode
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Whether a message event is the balance ping a game of this site posts after each round. */
export function isBalancePing(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string): boolean {
  const data: unknown = event.data;
  return (
    event.origin === origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'felt:balance'
  );
}
