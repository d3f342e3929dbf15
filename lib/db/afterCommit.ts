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
/** `always`: run on a rollback too (a cache drop); otherwise only once the write is committed (a notice). */
type Work = { fn: () => void; always: boolean }
type Waiting = { fns: Map<string, Work[]>; ending: Set<string> }

const waiting = new WeakMap<object, Waiting>()

const run = (work: Work[] | undefined, committed: boolean) => {
  for (const { fn, always } of work ?? []) if (committed || always) fn()
}

/** Wraps the adapter's commit and rollback once, at start-up (payload.config.ts onInit). */
export function runWaitingWorkAfterCommit(db: object): void {
  const adapter = db as Adapter
  if (waiting.has(adapter)) return
  const queue: Waiting = { fns: new Map(), ending: new Set() }
  waiting.set(adapter, queue)
  const settle = (original: (id: unknown) => Promise<void>, committed: boolean) => async (incoming: unknown) => {
    const id = String(await incoming)
    // The adapter forgets the session before it commits: work registered meanwhile still waits.
    queue.ending.add(id)
    try {
      await original.call(adapter, id)
    } finally {
      queue.ending.delete(id)
      const fns = queue.fns.get(id)
      queue.fns.delete(id)
      run(fns, committed)
    }
  }
  adapter.commitTransaction = settle(adapter.commitTransaction, true)
  adapter.rollbackTransaction = settle(adapter.rollbackTransaction, false)
}

/**
 * Runs `fn` once the transaction of `req` ends (at once without one). A rollback runs it too:
 * what waits here is only ever a cache drop, harmless when nothing changed.
 */
export function afterCommit(req: TransactionReq, fn: () => void): void {
  wait(req, { fn, always: true })
}

/** Runs `fn` once the transaction of `req` is committed (at once without one); never after a rollback: an e-mail about a change. */
export function onCommit(req: TransactionReq, fn: () => void): void {
  wait(req, { fn, always: false })
}

type TransactionReq = { transactionID?: unknown; payload?: { db: object } } | undefined

function wait(req: TransactionReq, work: Work): void {
  const { fn } = work
  const adapter = req?.payload?.db as Adapter | undefined
  const queue = adapter ? waiting.get(adapter) : undefined
  const pending = req?.transactionID
  if (!queue || pending === undefined || pending === null) return fn()
  void Promise.resolve(pending).then((id) => {
    // Ended before this ran (or never begun): nothing left to wait for.
    const key = String(id)
    if (id === undefined || id === null || !(adapter?.sessions?.[key] || queue.ending.has(key))) return fn()
    queue.fns.set(key, [...(queue.fns.get(key) ?? []), work])
  })
}
