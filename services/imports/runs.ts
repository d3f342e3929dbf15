import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Payload } from 'payload'
import { ImportError, IMPORT_MAX_BYTES, type ImportReport } from '../../domain/imports'
import type { ImportRun } from '../../payload-types'
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from '../../domain/contentLocales'
import { conflict, fieldError, notFound, ServiceError } from '../errors'
import { onOneInstance } from '../shared/lock'
import type { UserDoc } from '../users/types'
import { announceChange } from '../../lib/cache/contentChanges'
import { flushChangeFeed } from '../cache/changeFeed'

const sys = { overrideAccess: true, depth: 0 } as const
/** The progress written to the run at most this often: the screen polls it. */
const PROGRESS_EVERY_MS = 1000
/** An unexpected failure is tried again (the import is safe to repeat), this many times in all. */
const RETRIES = 5
const RETRY_AFTER_MS = 2000

// The importer itself (its WXR and Ghost readers, about 300 KB of code with their parsers) is
// imported by the two functions that use it, so a start does not compile it (issue #46, item 6).
const uploadsDir = () => path.resolve(process.env.DATA_DIR ?? './data', 'imports')

export type ImportRunView = {
  id: number | string
  status: ImportRun['status']
  dryRun: boolean
  fileName: string | null
  format: 'wxr' | 'ghost' | null
  done: number
  total: number
  resumed: boolean
  error: string | null
  detail: string | null
  report: ImportReport | null
  createdAt: string
  finishedAt: string | null
}

export const importRunView = (run: ImportRun): ImportRunView => ({
  id: run.id,
  status: run.status,
  dryRun: run.dryRun === true,
  fileName: run.fileName ?? null,
  format: run.format ?? null,
  done: run.done ?? 0,
  total: run.total ?? 0,
  resumed: (run.attempts ?? 0) > 1,
  error: run.error ?? null,
  detail: run.detail ?? null,
  report: (run.report as ImportReport | null | undefined) ?? null,
  createdAt: run.createdAt,
  finishedAt: run.finishedAt ?? null,
})

/**
 * Starts an import from an upload (Settings > Import): the body is streamed to a file, at most
 * IMPORT_MAX_BYTES, its format checked, and a run recorded; the worker imports it in the
 * background. One run at a time. A file that is not an export is refused at once.
 */
export async function startImportRun(
  payload: Payload,
  user: UserDoc,
  body: Readable,
  options: { fileName?: string; dryRun?: boolean; language?: ContentLocale },
): Promise<ImportRunView> {
  if (await runningRun(payload)) throw conflict('importRunning')
  await mkdir(uploadsDir(), { recursive: true })
  const file = path.join(uploadsDir(), `${randomUUID()}.upload`)
  let size = 0
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      done(size > IMPORT_MAX_BYTES ? new ImportError('tooLarge') : null, chunk)
    },
  })
  try {
    await pipeline(body, limit, createWriteStream(file))
    const { detectFormat } = await import('./index')
    const format = await detectFormat(file)
    const run = await payload.create({
      collection: 'import-runs',
      data: {
        status: 'running',
        dryRun: options.dryRun === true,
        language: options.language ?? DEFAULT_CONTENT_LOCALE,
        file,
        fileName: options.fileName?.slice(0, 200) ?? null,
        format,
        startedBy: user.id,
      },
      ...sys,
    })
    void importSoon(payload)
    return importRunView(run)
  } catch (error) {
    await rm(file, { force: true })
    if (error instanceof ImportError) {
      if (error.code === 'tooLarge') throw new ServiceError('PAYLOAD_TOO_LARGE', 'importTooLarge')
      throw fieldError('file', error.code === 'empty' ? 'importEmpty' : 'importUnknownFormat')
    }
    throw error
  }
}

export async function importRunById(payload: Payload, id: number | string): Promise<ImportRunView> {
  const run = await payload.findByID({ collection: 'import-runs', id, ...sys, disableErrors: true })
  if (!run) throw notFound()
  return importRunView(run)
}

/** The ten newest runs, the running one first if any: what the screen shows when opened. */
export async function recentImportRuns(payload: Payload): Promise<ImportRunView[]> {
  const { docs } = await payload.find({
    collection: 'import-runs',
    sort: '-createdAt',
    limit: 10,
    pagination: false /* the ten newest, by the created_at index */,
    ...sys,
  })
  return docs.map(importRunView)
}

async function runningRun(payload: Payload): Promise<ImportRun | undefined> {
  const { docs } = await payload.find({
    collection: 'import-runs',
    where: { status: { equals: 'running' } },
    sort: 'createdAt',
    limit: 1,
    pagination: false, // one row, by the (status, createdAt) index
    ...sys,
  })
  return docs[0]
}

/**
 * Imports one run's file and records the outcome on the run: its report and `done`, or `failed`
 * with the reason the file was refused (ImportError). Any other failure is thrown: the run stays
 * running and whoever called decides whether it is tried again. Run in the server's own process
 * (tests, development) or in the import's child process (production: `import --run <id>`).
 */
export async function executeImportRun(payload: Payload, id: number | string): Promise<void> {
  const run = await payload.findByID({ collection: 'import-runs', id, ...sys })
  let written = 0
  let items = 0
  try {
    const { importBlog } = await import('./index')
    const report = await importBlog(payload, {
      file: run.file,
      dryRun: run.dryRun === true,
      language: run.language ?? DEFAULT_CONTENT_LOCALE,
      fallbackAuthor: typeof run.startedBy === 'object' && run.startedBy ? run.startedBy.id : (run.startedBy ?? undefined),
      // Written between two posts, awaited. Sent alongside the import, a progress write on SQLite
      // waited for the write lock of a post's transaction (held across asynchronous work: an image's resizing, a hook's I/O) on
      // the same thread, gave up after the busy timeout and was dropped: the bar stayed at 0
      // until the end. Awaited, it also cannot land after the run is marked done and set it
      // running again.
      onProgress: async (done, total) => {
        items = total
        // In the child process: the servers see each post as soon as it is in (issue #44, item 5).
        await flushChangeFeed()
        if (Date.now() - written < PROGRESS_EVERY_MS && done < total) return
        written = Date.now()
        await payload.update({ collection: 'import-runs', id: run.id, data: { done, total }, ...sys }).catch(() => undefined)
      },
    })
    await payload.update({
      collection: 'import-runs',
      id: run.id,
      data: { status: 'done', report, done: items, total: items, finishedAt: new Date().toISOString() },
      ...sys,
    })
  } catch (error) {
    if (!(error instanceof ImportError)) throw error
    await finish(payload, run, error.code, error.detail ?? null)
    return
  }
  await rm(run.file, { force: true })
}

/** A run that will not be tried again: failed, with its reason; its file removed. */
async function finish(payload: Payload, run: Pick<ImportRun, 'id' | 'file'>, code: ImportRun['error'], detail: string | null) {
  await payload.update({
    collection: 'import-runs',
    id: run.id,
    data: { status: 'failed', error: code, detail: detail?.slice(0, 500) ?? null, finishedAt: new Date().toISOString() },
    ...sys,
  })
  await rm(run.file, { force: true })
}

/**
 * Where the import runs: in a child process of its own (the built import command), with its
 * own heap cap, so no file can take the server down with it (issue #42, item 10); or, without a
 * built command (tests, development), in this process.
 */
type Runner = { childEntry?: string }
const runners = new WeakMap<Payload, Runner>()

/** The heap the import's child process may use: the command's own cap, with room for a large post. */
const CHILD_HEAP_MB = 256
/**
 * V8's young generation in 4 MB halves, as the server runs (package.json's start): the default
 * 16 MB ones held 33 MB more at the peak of a 15,000-post import (279 vs 246 MB; issue #44, item 6).
 */
const IMPORT_NODE_FLAGS = (heapMb: number) => [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4']

/** Runs one run in the import's child process; resolves when it has exited, with how. */
function inChild(payload: Payload, entry: string, id: number | string): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...IMPORT_NODE_FLAGS(CHILD_HEAP_MB), entry, '--run', String(id)], {
      env: process.env,
      // The IPC channel tells the child when this process is gone: it stops too, never importing beside a new server's child.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child.on('error', (err) => payload.logger.error({ err }, 'import: the child process did not start'))
    child.on('exit', (code, signal) => resolve({ code, signal }))
  })
}

/** Imports the oldest running run; a run a crash interrupted is simply taken up again (the ledger skips what it brought in). */
async function runNext(payload: Payload): Promise<void> {
  const run = await runningRun(payload)
  if (!run) return
  if ((run.attempts ?? 0) >= RETRIES) {
    // Started that often and never finished: each try ended with its process (issue #42, item 10:
    // a file that killed the server killed it again at every restart). It is not started again.
    payload.logger.error({ run: run.id, attempts: run.attempts }, 'import given up: every try ended with its process')
    await finish(payload, run, 'failed', `stopped after ${run.attempts} tries, each ended by the process stopping`)
    return
  }
  await payload.update({ collection: 'import-runs', id: run.id, data: { attempts: (run.attempts ?? 0) + 1 }, ...sys })
  const entry = runners.get(payload)?.childEntry
  let failure: unknown = null
  if (entry) {
    const exit = await inChild(payload, entry, run.id)
    if (exit.code !== 0) failure = new Error(`the import's process ended with ${exit.signal ?? `code ${exit.code}`}`)
    // The child wrote through its own Payload: this process's caches learn of it here (one process, no Redis).
    if (run.dryRun !== true) announceChange('all')
  } else {
    failure = await executeImportRun(payload, run.id).then(
      () => null,
      (error: unknown) => error,
    )
  }
  if (!failure) return
  if ((run.attempts ?? 0) + 1 < RETRIES) {
    // A database refusal (a lock, a dropped connection) or a process that died: the run stays running and goes on from where it is.
    payload.logger.warn({ err: failure, run: run.id }, 'import interrupted; it will go on')
    setTimeout(() => void importSoon(payload), RETRY_AFTER_MS).unref()
    return
  }
  payload.logger.error({ err: failure, run: run.id }, 'import failed')
  await finish(payload, run, 'failed', failure instanceof Error ? failure.message : String(failure))
}

const running = new WeakMap<Payload, Promise<void>>()

/** Runs the waiting import now, on one instance of the cluster at a time. */
export function importSoon(payload: Payload): Promise<void> {
  const current = running.get(payload)
  if (current) return current
  const run = onOneInstance('imports', 60 * 60_000, () => runNext(payload))
    .then(() => undefined)
    .catch((err: unknown) => payload.logger.error({ err }, 'import run'))
  running.set(payload, run)
  void run.finally(() => running.delete(payload))
  return run
}

/**
 * Takes up an import a stop or a crash interrupted, from boot on, and checks again every `everyMs`.
 * With `childEntry` (the built import command), each run goes on in a child process of its own.
 */
export function keepImporting(payload: Payload, everyMs = 15_000, runner: Runner = {}) {
  runners.set(payload, runner)
  void importSoon(payload)
  const timer = setInterval(() => void importSoon(payload), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** Resolves once no import runs in this process (tests, shutdown). */
export async function importsSettled(payload: Payload) {
  while (running.has(payload)) await running.get(payload)
}
