import type { PayloadRequest } from 'payload'
import type { CounterDeltas } from './names'

/** Kept counts: bumped inside the writes that change them, read by name or by a range of days. */
export interface CounterStore {
  /** Adds each delta to its counter, in the request's transaction when it has one. */
  bump(deltas: CounterDeltas, req?: Partial<PayloadRequest>): Promise<void>
  /** One counter's value (0 when never bumped). */
  get(name: string): Promise<number>
  /** The sum of a day counter from `fromDay` on (`prefix` from DAY_COUNTERS). */
  sumSince(prefix: string, fromDay: string): Promise<number>
}
