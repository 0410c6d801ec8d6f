/** A progress value as a whole percentage from 0 to 100: VIP progress is capped at 100 % (SPEC 4, 9). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
