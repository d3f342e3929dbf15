import type { Payload } from 'payload'
import { ServiceError } from '../errors'
import { readEnv } from '../../config/env'
import { databaseKindOf } from './databaseKind'
import { asHeavyRead } from './heavyScope'

/**
 * Expensive reads that no cache answered (search, popular lists, dashboard figures) run a few
 * at a time, in arrival order, each starting on a fresh turn of the event loop.
 *
 * Why: on SQLite every statement runs on the event loop (libsql is synchronous), and an
 * awaited statement resumes as a microtask, so ninety such reads at once kept the loop in
 * microtasks until all were done: /api/health took 46.5 s to answer during one burst (issue
 * #28). Admitted one after another, each behind a setImmediate, the loop serves other requests
 * between two reads, so what a burst costs the others is one read, not all of them. PostgreSQL
 * runs statements in its own processes; the gate there only bounds the pool's queue.
 *
 * Past `queue` waiting reads the gate refuses at once (503, Retry-After: the contract's BUSY)
 * instead of letting the wait grow without end. Identical reads are already shared by the
 * public read cache and the dashboard's in-flight map, so they take one place.
 */
type Gate = { running: number; waiting: (() => void)[]; atOnce: number; queue: number }

const KEY = Symbol.for('corporate-site.heavyReads')
const gates = globalThis as unknown as Record<symbol, WeakMap<Payload, Gate> | undefined>
const byPayload = (gates[KEY] ??= new WeakMap())

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback)

function gateOf(payload: Payload): Gate {
  let gate = byPayload.get(payload)
  if (!gate) {
    const sqlite = databaseKindOf(payload) === 'sqlite'
    // SQLite with its reader thread (sqliteReaders.ts): a read no longer holds the loop, but it
    // waits a turn of the loop for each statement's answer, so one at a time let a steady 40
    // requests/s queue behind the gate (the soak test: p99 26 s). Off the reader, one at a time.
    const onTheLoop = sqlite && readEnv().SQLITE_READ_WORKER === 'off'
    gate = {
      running: 0,
      waiting: [],
      atOnce: positive(process.env.HEAVY_READS_AT_ONCE, onTheLoop ? 1 : sqlite ? 4 : 6),
      queue: positive(process.env.HEAVY_READS_QUEUE, 500),
    }
    byPayload.set(payload, gate)
  }
  return gate
}

/** Seconds a refused caller is told to wait: about what the queue ahead of it needs. */
const RETRY_AFTER_SECONDS = 2

export async function heavyRead<T>(payload: Payload, read: () => Promise<T>): Promise<T> {
  const gate = gateOf(payload)
  if (gate.running >= gate.atOnce) {
    if (gate.waiting.length >= gate.queue) throw new ServiceError('BUSY', 'serviceUnavailable', [], {}, RETRY_AFTER_SECONDS)
    await new Promise<void>((resolve) => gate.waiting.push(resolve))
  } else gate.running++
  try {
    // A macrotask boundary: I/O (other requests) is served before this read starts.
    await new Promise((resolve) => setImmediate(resolve))
    // Its statements run on connections of their own (heavyScope.ts).
    return await asHeavyRead(read)
  } finally {
    const next = gate.waiting.shift()
    if (next)
      next() // the place passes to the next read; `running` stays
    else gate.running--
  }
}
