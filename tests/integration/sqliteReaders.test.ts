// Once, on SQLite: the reader thread exists because libsql runs statements on the event loop; PostgreSQL's run in its own processes.
import { sql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { sqlAccess } from '../../services/shared/sqlAccess'
import { asHeavyRead } from '../../services/system/heavyScope'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true, depth: 0 } as const

/** A statement that keeps SQLite busy for a while on any machine (a count to 3 million). */
const SLOW = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS "n" FROM n`

/**
 * Expensive reads run on a reader thread's own connection (services/system/sqliteReaders.ts,
 * issue #63 item 2): while one runs, the event loop keeps turning; what they read is what the
 * main connection committed; they cannot write; and a reader thread that dies mid-statement
 * fails that statement with an error and is replaced at the next one.
 */
describe('SQLite reads off the event loop', () => {
  let server: TestServer
  let run: (statement: unknown) => Promise<{ rows: Record<string, unknown>[] }>

  const before = process.env.SQLITE_READ_WORKER
  beforeAll(async () => {
    // Off by default (config/env.ts); read when the server's adapter is tuned.
    process.env.SQLITE_READ_WORKER = 'on'
    server = await startTestServer()
    await ensureRoles(server.payload)
    const access = sqlAccess(server.payload)
    run = (statement) => access.run(access.drizzle, statement)
  })
  afterAll(async () => {
    if (before === undefined) delete process.env.SQLITE_READ_WORKER
    else process.env.SQLITE_READ_WORKER = before
    await server?.close()
  })

  /**
   * As heavyRead calls it: an async function awaiting inside the scope (drizzle's query is a
   * thenable that runs when awaited, so it must be awaited in there).
   */
  const offLoop = <T>(work: () => PromiseLike<T>) => asHeavyRead(async () => await work())

  /** How many times a 1 ms timer fired while `work` ran: how often the event loop turned. */
  async function turnsDuring(work: () => Promise<unknown>) {
    let turns = 0
    const timer = setInterval(() => turns++, 1)
    try {
      await work()
    } finally {
      clearInterval(timer)
    }
    return turns
  }

  it('keeps the event loop turning while an expensive statement runs, where on the loop it stood still', async () => {
    // On the loop, libsql holds it for the whole statement: no timer fires until it is done.
    const onTheLoop = await turnsDuring(() => run(SLOW))
    expect(onTheLoop).toBe(0)
    const offTheLoop = await turnsDuring(async () => {
      const { rows } = await offLoop(() => run(SLOW))
      expect(Number(rows[0]!.n)).toBe(3_000_000)
    })
    expect(offTheLoop).toBeGreaterThan(0)
  })

  it('reads what was just committed, through Payload, as the main connection does', async () => {
    const created = await server.payload.create({
      collection: 'categories',
      data: { name: 'Leitura', description: 'Lida no leitor', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    const onLoop = await server.payload.find({ collection: 'categories', where: { id: { equals: created.id } }, ...sys })
    const offLoop = await asHeavyRead(async () => {
      // A write inside an expensive read still goes to the main connection; the read after it sees it.
      await server.payload.update({ collection: 'categories', id: created.id, data: { description: 'Mudada' }, ...sys })
      return server.payload.find({ collection: 'categories', where: { id: { equals: created.id } }, ...sys })
    })
    expect(onLoop.docs[0]!.name).toBe('Leitura')
    expect(offLoop.totalDocs).toBe(1)
    expect(offLoop.docs[0]).toMatchObject({ id: created.id, name: 'Leitura', description: 'Mudada' })
  })

  it('sends a statement that writes to the main connection, even one that starts as a read (WITH ... INSERT)', async () => {
    await run(sql`CREATE TABLE "reader_probe" ("n" TEXT)`)
    await offLoop(() => run(sql`WITH c AS (SELECT 'written' AS "n") INSERT INTO "reader_probe" ("n") SELECT "n" FROM c`))
    const { rows } = await run(sql`SELECT "n" FROM "reader_probe"`)
    expect(rows.map((r) => r.n)).toEqual(['written'])
  })

  it('gives an SQL error back as the database error it is, and goes on', async () => {
    const error = await offLoop(() => run(sql`SELECT "nope" FROM "categories"`)).catch((e: unknown) => e)
    expect(String((error as Error).cause ?? (error as Error).message)).toMatch(/no such column/)
    const { rows } = await offLoop(() => run(sql`SELECT count(*) AS "n" FROM "categories"`))
    expect(Number(rows[0]!.n)).toBeGreaterThan(0)
  })

  it('fails the statement of a reader thread that dies mid-work, and the next statement gets a new one', async () => {
    // An answer too large for the reader's heap kills the thread in the middle of the statement.
    const huge = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000000) SELECT i, printf('%0200d', i) AS "pad" FROM n`
    const error = await offLoop(() => run(huge)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(String((error as Error).cause ?? (error as Error).message)).toMatch(/reader thread/)
    const { rows } = await offLoop(() => run(sql`SELECT count(*) AS "n" FROM "categories"`))
    expect(Number(rows[0]!.n)).toBeGreaterThan(0)
  })
})
