/**
 * Work that must wait until a write is visible to every other reader: a change announced from
 * a hook while its transaction is still open lets a concurrent read see the old rows and keep
 * them in a cache as if they were new (PostgreSQL runs every Local API write in a transaction).
 * Hooks register here; the adapter's commit and rollback run what waits on their transaction.
 */
type Adapter = {
  sessions?: Record<string, unknown>
  commitTransaction: (id: unknown) => Promise<void>
  rollbackTransaction: (id: unknown) => Promise<void>
}
type Waiting = { fns: Map<string, (() => void)[]>; ending: Set<string> }

const waiting = new WeakMap<object, Waiting>()

const run = (fns: (() => void)[] | undefined) => {
  for (const fn of fns ?? []) fn()
}

/** Wraps the adapter's commit and rollback once, at start-up (payload.config.ts onInit). */
export function runWaitingWorkAfterCommit(db: object): void {
  const adapter = db as Adapter
  if (waiting.has(adapter)) return
  const queue: Waiting = { fns: new Map(), ending: new Set() }
  waiting.set(adapter, queue)
  const settle = (original: (id: unknown) => Promise<void>) => async (incoming: unknown) => {
    const id = String(await incoming)
    // The adapter forgets the session before it commits: work registered meanwhile still waits.
    queue.ending.add(id)
    try {
      await original.call(adapter, id)
    } finally {
      queue.ending.delete(id)
      const fns = queue.fns.get(id)
      queue.fns.delete(id)
      run(fns)
    }
  }
  adapter.commitTransaction = settle(adapter.commitTransaction)
  adapter.rollbackTransaction = settle(adapter.rollbackTransaction)
}

/**
 * Runs `fn` once the transaction of `req` ends (at once without one). A rollback runs it too:
 * what waits here is only ever a cache drop, harmless when nothing changed.
 */
export function afterCommit(req: { transactionID?: unknown; payload?: { db: object } } | undefined, fn: () => void): void {
  const adapter = req?.payload?.db as Adapter | undefined
  const queue = adapter ? waiting.get(adapter) : undefined
  const pending = req?.transactionID
  if (!queue || pending === undefined || pending === null) return fn()
  void Promise.resolve(pending).then((id) => {
    // Ended before this ran (or never begun): nothing left to wait for.
    const key = String(id)
    if (id === undefined || id === null || !(adapter?.sessions?.[key] || queue.ending.has(key))) return fn()
    queue.fns.set(key, [...(queue.fns.get(key) ?? []), fn])
  })
}
