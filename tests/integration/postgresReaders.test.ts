// On every database: PostgreSQL's pool of expensive reads; on SQLite the same rule is the reader thread's (sqliteReaders.test.ts), so this file's tests run where TEST_DB=postgres.
import { sql } from '@payloadcms/db-postgres/drizzle'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sqlAccess } from '../../services/shared/sqlAccess'
import { asHeavyRead } from '../../services/system/heavyScope'
import { startTestServer, type TestServer } from '../helpers/boot'

const onPostgres = process.env.TEST_DB === 'postgres'

/**
 * PostgreSQL: an expensive read's statements run on a pool of their own
 * (services/system/postgresReaders.ts, issue #63 item 2), so a burst of them can take all of
 * its connections and the other requests still get one of the adapter's at once. States, not
 * timings: the expensive reads wait on an advisory lock the test holds.
 */
describe.runIf(onPostgres)('PostgreSQL: expensive reads on connections of their own', () => {
  let server: TestServer
  let locker: pg.Client
  let run: (statement: unknown) => Promise<{ rows: Record<string, unknown>[] }>

  beforeAll(async () => {
    server = await startTestServer()
    const access = sqlAccess(server.payload)
    run = (statement) => access.run(access.drizzle, statement)
    locker = new pg.Client({ connectionString: server.db.uri })
    await locker.connect()
  })
  afterAll(async () => {
    await locker?.end()
    await server?.close()
  })

  const backends = async () =>
    Number((await locker.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'advisory'`)).rows[0].n)

  it('leaves every ordinary connection free while the expensive reads hold all of theirs, and queues a fourth among them', async () => {
    await locker.query('SELECT pg_advisory_lock(6301)')
    // Three expensive reads, each waiting for the lock on a connection of the expensive pool.
    const held = Array.from({ length: 3 }, () => asHeavyRead(async () => await run(sql`SELECT pg_advisory_lock_shared(6301) AS "locked"`)))
    while ((await backends()) < 3) await new Promise((resolve) => setImmediate(resolve))
    // A fourth waits for one of them: it is not sent to the database yet.
    let fourthDone = false
    const fourth = asHeavyRead(async () => await run(sql`SELECT 4 AS "n"`)).then((r) => ((fourthDone = true), r))
    // Ordinary reads, ten at once (the adapter's whole pool), answer while all of that waits.
    const ordinary = await Promise.all(Array.from({ length: 10 }, (_, i) => run(sql`SELECT ${i}::int AS "n"`)))
    expect(ordinary.map((r) => Number(r.rows[0]!.n))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(await backends()).toBe(3)
    expect(fourthDone).toBe(false)
    await locker.query('SELECT pg_advisory_unlock(6301)')
    expect((await Promise.all(held)).length).toBe(3)
    expect(Number((await fourth).rows[0]!.n)).toBe(4)
  })

  it('reads what the adapter just committed', async () => {
    const created = await server.payload.create({
      collection: 'categories',
      data: { name: 'Piscina', description: 'Lida no outro pool', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      overrideAccess: true,
    })
    const found = await asHeavyRead(
      async () => await server.payload.find({ collection: 'categories', where: { id: { equals: created.id } }, overrideAccess: true }),
    )
    expect(found.docs[0]).toMatchObject({ id: created.id, name: 'Piscina' })
  })
})
