/**
 * Milliseconds from `now` to the next multiple of `periodMs` on the wall clock. Caches of
 * figures that move without a content change (popular articles move with reads) expire on these
 * boundaries, so every instance refreshes in the same instant from the same database and all of
 * them show the same list (instances' clocks are assumed in step, as NTP keeps them).
 */
export function untilNextBoundary(periodMs: number, now = Date.now()): number {
  return periodMs - (now % periodMs)
}
