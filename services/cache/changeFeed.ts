import type { Payload } from 'payload'
import { applyChange, onContentChange, type Change } from '../../lib/cache/contentChanges'

const COLLECTION = 'content-changes'
/** How often a server looks for changes other processes wrote: a post imported is on the site within this. */
const POLL_MS = 500
/** Rows are deleted once every server has surely read them. */
const KEEP_MS = 5 * 60_000
const PRUNE_EVERY_MS = 60_000
const sys = { overrideAccess: true, depth: 0 } as const

/**
 * The database as the channel of content changes between a server and the processes beside it
 * that write content (the import command, a back-office import's child process): there is no
 * Redis in the default set-up, and a site that heard of an import only at its next restart showed
 * the lists, totals and pages of before (issue #44, item 5). A writer collects what its hooks
 * announce and writes it, after the transaction that made it, with `flushChangeFeed`; every
 * server reads new rows twice a second and applies them as if made locally.
 */
type Writer = { payload: Payload; pending: Set<string> | 'all' | null; stop: () => void }
let writer: Writer | null = null

/** This process writes content for a server to show: what its hooks announce is kept for the feed. */
export function writeChangesToFeed(payload: Payload): void {
  if (writer) return
  const own: Writer = { payload, pending: null, stop: () => undefined }
  own.stop = onContentChange((change: Change) => {
    if (change === 'all' || own.pending === 'all') {
      own.pending = 'all'
      return
    }
    const pending: Set<string> = own.pending ?? new Set()
    for (const tag of change) pending.add(tag)
    own.pending = pending
  })
  writer = own
}

/**
 * Writes what changed since the last row, when no transaction of this process is open (after
 * each imported post: a row is a few bytes, and a process killed right after a commit leaves no
 * post unannounced). Nothing to write, nothing done.
 */
export async function flushChangeFeed(): Promise<void> {
  const own = writer
  if (!own?.pending) return
  const tags = own.pending === 'all' ? 'all' : [...own.pending]
  own.pending = null
  try {
    // In an object: Payload reads a JSON field given a string as JSON text ('all' is not).
    await own.payload.create({ collection: COLLECTION, data: { tags: { change: tags } }, ...sys })
  } catch {
    // The import goes on: what could not be written now is written with the next row.
    own.pending = 'all'
  }
}

/** Stops collecting (the writer's process is done). */
export function stopChangeFeed(): void {
  writer?.stop()
  writer = null
}

/**
 * A server applies the changes other processes write: from the newest row at its start, reading
 * by id (the primary key: a range, never the table), and deleting rows every server has had
 * time to read.
 */
export function followChangeFeed(payload: Payload, warn: (message: string, error: unknown) => void): { close: () => void } {
  let last: number | string | null = null
  let busy = false
  let prunedAt = Date.now()
  let warned = false
  const poll = async () => {
    if (last === null) {
      const { docs } = await payload.find({ collection: COLLECTION, sort: '-id', select: {}, limit: 1, pagination: false /* the newest row */, ...sys })
      last = docs[0]?.id ?? 0
      return
    }
    const { docs } = await payload.find({
      collection: COLLECTION,
      where: { id: { greater_than: last } },
      sort: 'id',
      select: { tags: true },
      limit: 100,
      pagination: false, // at most 100 rows past the last one read
      ...sys,
    })
    for (const doc of docs) {
      applyChange((doc.tags as { change: Change }).change)
      last = doc.id
    }
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now()
      await payload.db.deleteMany({
        collection: COLLECTION,
        where: { and: [{ id: { less_than: last } }, { createdAt: { less_than: new Date(Date.now() - KEEP_MS).toISOString() } }] },
      })
    }
  }
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    poll()
      .then(() => (warned = false))
      .catch((error: unknown) => {
        // A locked or unreachable database: tried again at the next tick, said once.
        if (!warned) warn('content changes from other processes could not be read; trying again', error)
        warned = true
      })
      .finally(() => (busy = false))
  }, POLL_MS)
  timer.unref()
  return { close: () => clearInterval(timer) }
}
