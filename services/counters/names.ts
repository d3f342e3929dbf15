/**
 * The names of the kept counts (collection `counters`). Day counters end in the ISO day, so a
 * period is a range of the name's unique index.
 */
export const COUNTER = {
  published: 'published',
  publishedIn: (kind: 'category' | 'tag', id: number | string) => `published:${kind}:${id}`,
  createdOn: (day: string) => `created:${day}`,
  lastReadOn: (day: string) => `last-read:${day}`,
  /** Leads not deleted: the leads list's unfiltered total. */
  leads: 'rows:leads',
  /** Activity entries: the activity log's unfiltered total. */
  activity: 'rows:activity-log',
} as const

/** Prefixes of the day counters, for `sumSince`. */
export const DAY_COUNTERS = { created: 'created:', lastRead: 'last-read:' } as const

export type CounterDeltas = Record<string, number>

/** `a` minus `b`, key by key, without the zeros. */
export function difference(a: CounterDeltas, b: CounterDeltas): CounterDeltas {
  const out: CounterDeltas = { ...a }
  for (const [name, n] of Object.entries(b)) out[name] = (out[name] ?? 0) - n
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0))
}
