// Wrong operator keys per address: after a few, the gallery stops comparing keys from that address for a while, so
// the key cannot be guessed through it. Kept in this process only (the platform keeps its own, stricter count for
// its operator calls); a handful of addresses at most in any real use, capped all the same.

const MAX_WRONG = 5;
const WINDOW_MS = 10 * 60 * 1000;
const MAX_ADDRESSES = 10_000;

type Count = { wrong: number; since: number };

export function keyAttempts({ now = Date.now }: { now?: () => number } = {}) {
  const counts = new Map<string, Count>();
  const current = (address: string): Count | undefined => {
    const count = counts.get(address);
    if (count && now() - count.since >= WINDOW_MS) {
      counts.delete(address);
      return undefined;
    }
    return count;
  };
  return {
    /** True while the address has used up its wrong keys. */
    locked: (address: string) => (current(address)?.wrong ?? 0) >= MAX_WRONG,
    wrong(address: string) {
      const count = current(address);
      if (count) {
        count.wrong += 1;
        return;
      }
      if (counts.size >= MAX_ADDRESSES) counts.delete(counts.keys().next().value ?? '');
      counts.set(address, { wrong: 1, since: now() });
    },
    right: (address: string) => void counts.delete(address),
  };
}

/** The one count of this process. */
export const KEY_ATTEMPTS = keyAttempts();
