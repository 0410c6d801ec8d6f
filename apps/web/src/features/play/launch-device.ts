import { BREAKPOINTS, type GameDevice } from '@felt/contract/tables';

/** A touch screen, or a window narrower than a tablet, gets the provider's mobile game. */
export function deviceOf({ coarsePointer, width }: { coarsePointer: boolean; width: number }): GameDevice {
  return coarsePointer || width < BREAKPOINTS.tablet ? 'mobile' : 'desktop';
}

/** The device of this browser window. */
export function currentDevice(): GameDevice {
  return deviceOf({ coarsePointer: window.matchMedia('(pointer: coarse)').matches, width: window.innerWidth });
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
