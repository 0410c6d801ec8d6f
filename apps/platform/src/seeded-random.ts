/**
 * A small seeded source of uniform numbers in [0, 1) (mulberry32): the same sequence for the same seed on every run,
 * for pictures drawn the same each time and for simulations whose figures a test can repeat.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
