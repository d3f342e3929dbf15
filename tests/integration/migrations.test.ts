// On every database: each database's migrations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { makeUser, PASSWORD } from '../helpers/api'
import { runSql } from '../helpers/rawRows'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Production runs the committed migrations instead of pushing the schema. On an empty
 * database they must apply cleanly and leave nothing for a schema push to do: a collection
 * change without a migration (npm run migrate:create -- <name>) fails here.
 */
describe('committed migrations', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ push: false })
  })
  afterAll(async () => server?.close())

  it('apply on an empty database and cover every collection', async () => {
    if (server.db.kind === 'mongodb') {
      // MongoDB has no schema migrations: the adapter creates collections and indexes itself.
      expect(server.payload.db.name).toBe('mongoose')
      return
    }
    const db = server.payload.db as unknown as {
      migrate: (args: { migrations: unknown[] }) => Promise<void>
      requireDrizzleKit: () => { pushSchema: (...args: unknown[]) => Promise<{ statementsToExecute?: string[]; warnings: string[] }> }
      schema: unknown
      drizzle: unknown
      schemaName?: string
    }
    const list = server.db.kind === 'postgres' ? postgresMigrations : sqliteMigrations
    expect(list.length).toBeGreaterThan(0)
    await db.migrate({ migrations: list })

    const { count } = await server.payload.count({ collection: 'payload-migrations', overrideAccess: true }).then((r) => ({ count: r.totalDocs }))
    expect(count).toBe(list.length)

    const { pushSchema } = db.requireDrizzleKit()
    const diff = await pushSchema(db.schema, db.drizzle, ...(server.db.kind === 'postgres' ? [db.schemaName ? [db.schemaName] : undefined] : []))
    // drizzle-kit re-reports numeric defaults that the migration already set ('0'::numeric vs 0, '5'::numeric vs 5).
    const pending = (diff.statementsToExecute ?? []).filter((sql) => !/ALTER COLUMN "[a-z_]+" SET DEFAULT -?\d+(\.\d+)?;$/.test(sql))
    expect(pending, `schema changes that no committed migration covers:\n${pending.join('\n')}`).toEqual([])
  })

  it('leave a working database: the CMS reads and writes through it', async () => {
    const role = await server.payload.create({ collection: 'roles', data: { name: 'probe', active_routes: ['dashboard'] }, overrideAccess: true })
    const found = await server.payload.findByID({ collection: 'roles', id: role.id, overrideAccess: true })
    expect(found.active_routes).toEqual(['dashboard'])
  })
})

/** Applies the committed migrations before the one named `suffix`; the function returned applies the rest. */
async function migrateUpTo(server: TestServer, suffix: string): Promise<() => Promise<void>> {
  const db = server.payload.db as unknown as { migrate: (args: { migrations: { name: string }[] }) => Promise<void> }
  const list = (server.db.kind === 'postgres' ? postgresMigrations : sqliteMigrations) as { name: string }[]
  const at = list.findIndex((migration) => migration.name.endsWith(suffix))
  expect(at).toBeGreaterThan(0)
  await db.migrate({ migrations: list.slice(0, at) })
  return () => db.migrate({ migrations: list })
}

/**
 * Issue #59: the company's name got a neutral default, which SQLite applies only by rebuilding the
 * `company` tables; their language rows (a tagline and address per language) are referenced with
 * ON DELETE CASCADE, and must come through it.
 */
describe('the site texts migration', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ push: false })
  })
  afterAll(async () => server?.close())

  it("keeps the company's texts in every language through the rebuild of its tables", async () => {
    if (server.db.kind === 'mongodb') return
    const rest = await migrateUpTo(server, '_site_texts')
    const sys = { overrideAccess: true } as const
    await server.payload.updateGlobal({ slug: 'company', data: { name: 'Padaria Aurora', tagline: 'Pão quente todo dia' }, locale: 'pt-BR', ...sys })
    await server.payload.updateGlobal({ slug: 'company', data: { tagline: 'Fresh bread every day' }, locale: 'en', ...sys })
    await rest()
    expect(await server.payload.findGlobal({ slug: 'company', locale: 'en', ...sys })).toMatchObject({
      name: 'Padaria Aurora',
      tagline: 'Fresh bread every day',
    })
    expect((await server.payload.findGlobal({ slug: 'company', locale: 'pt-BR', ...sys })).tagline).toBe('Pão quente todo dia')
  })
})

/**
 * Issue #64: a user's position may be empty (an imported author has none). SQLite drops the NOT
 * NULL by changing the table's CREATE text alone; drizzle-kit's rebuild of `users` would have
 * dropped the table with its foreign keys enforced, emptying its child rows.
 */
describe('the imported author position migration', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ push: false })
  })
  afterAll(async () => server?.close())

  it('keeps every user with its access list and biographies, then stores an imported author without a position', async () => {
    if (server.db.kind === 'mongodb') return
    const rest = await migrateUpTo(server, '_imported_author_position')
    const sys = { overrideAccess: true } as const
    const staff = await makeUser(server.payload, 'ana-migration', ['dashboard', 'article_writing'], 'manager')
    // In SQL: the Local API's update reads the document locks of every collection the config has now, later migrations' included.
    await runSql(server, `INSERT INTO "users_locales" ("biography", "_locale", "_parent_id") VALUES ('Written in English', 'en', ${Number(staff.id)})`)
    await rest()

    const after = await server.payload.findByID({ collection: 'users', id: staff.id, locale: 'en', ...sys })
    expect(after).toMatchObject({ position: 'manager', access: ['dashboard', 'article_writing'], biography: 'Written in English' })
    const person = { password: PASSWORD, permission: 'operational', status: 'inactive', type: 'author' } as const
    const imported = await server.payload.create({
      collection: 'users',
      data: { ...person, name: 'Ghost', last_name: '', email: 'ghost@migration.example.com', position: null },
      context: { importedAuthor: true },
      ...sys,
    })
    expect(imported.position).toBeNull()
    // Anyone else still needs one.
    await expect(
      server.payload.create({
        collection: 'users',
        data: { ...person, name: 'Bia', last_name: 'Reis', email: 'bia@migration.example.com', position: null },
        ...sys,
      }),
    ).rejects.toThrow(/position/i)
  })
})
