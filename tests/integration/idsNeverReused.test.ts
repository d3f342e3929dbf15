// On every database: each database's sequences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

type SqliteDb = {
  all: (q: unknown) => Promise<Record<string, unknown>[]>
  migrate: (a: { migrations: unknown[] }) => Promise<void>
  client: { execute: (q: string | { sql: string; args: (string | number)[] }) => Promise<{ rows: Record<string, unknown>[] }> }
}

/**
 * Issue #29: an id is never given twice. SQLite without AUTOINCREMENT gave a deleted newest
 * row's id to the next row, so a deleted credential's token worked again for whatever
 * credential took its id. PostgreSQL's sequences never go back; SQLite's tables are made with
 * AUTOINCREMENT (the adapter's option) and existing databases get it from a migration that
 * keeps every row.
 */
describe('ids never come back', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'ids', ['settings', 'article_management'])
    admin = client(server, await tokenFor(server, 'ids@example.com'))
  })
  afterAll(async () => server?.close())

  it("a deleted credential's token stays refused after another credential is created", async () => {
    const first = await admin.post('/auth/credentials/create-credentials-external-token', { description: 'Vazada', products: ['leads'], expiresAt: null })
    const { id, accessKey, secretKey } = first.body.data
    const token = (await client(server).post('/auth/credentials/token', { accessKey, secretKey })).body.data.token
    expect((await client(server, token).get('/lead/leads')).status).toBe(200)

    expect((await admin.delete(`/auth/credentials/${id}`)).status).toBe(200)
    const next = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'Nova',
      products: ['leads', 'articles'],
      expiresAt: null,
    })
    expect(next.body.data.id).not.toBe(id)
    expect(Number(next.body.data.id)).toBeGreaterThan(Number(id))
    expect((await client(server, token).get('/lead/leads')).status).toBe(401)
  })

  it('the newest lead and category deleted leave their ids unused', async () => {
    const sys = { overrideAccess: true } as const
    const make = {
      leads: () =>
        server.payload.create({
          collection: 'leads',
          data: { name: 'L', email: `l${Date.now()}@example.com`, module: 'contact', status: 'active', classification: 'none' },
          ...sys,
        }),
      categories: () =>
        server.payload.create({
          collection: 'categories',
          data: { name: `C ${Math.random()}`, description: 'd', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
          ...sys,
        }),
    }
    for (const collection of ['leads', 'categories'] as const) {
      const gone = await make[collection]()
      await server.payload.delete({ collection, id: gone.id, ...sys })
      const next = await make[collection]()
      expect(Number(next.id), collection).toBeGreaterThan(Number(gone.id))
    }
  })

  it('SQLite: the migration gives existing tables AUTOINCREMENT and keeps every row', async () => {
    if (server.db.kind !== 'sqlite') return
    const fresh = await startTestServer({ push: false })
    try {
      const db = fresh.payload.db as unknown as SqliteDb
      const at = sqliteMigrations.findIndex((m) => m.name.endsWith('_ids_never_reused'))
      expect(at).toBeGreaterThan(0)
      // The database as the release before it left it, with rows and a deleted newest one.
      await db.migrate({ migrations: sqliteMigrations.slice(0, at) })
      await ensureRoles(fresh.payload)
      // In SQL: Payload's own insert writes today's columns, which later migrations add.
      const ids: number[] = []
      for (let i = 0; i < 3; i++) {
        const inserted = await db.client.execute({
          sql: `INSERT INTO "leads" ("name", "email", "module", "status", "classification", "unique_key", "updated_at", "created_at")
                VALUES (?, ?, 'contact', 'active', 'none', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) RETURNING "id"`,
          args: [`L${i}`, `m${i}@example.com`, `00000000-0000-4000-8000-00000000000${i}`],
        })
        ids.push(Number(inserted.rows[0]!.id))
      }
      await db.client.execute({ sql: 'DELETE FROM "leads" WHERE "id" = ?', args: [ids[2]!] })
      const count = async (table: string) => Number((await db.client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
      const before = { leads: await count('leads'), roles: await count('roles'), active: await count('roles_active_routes') }

      await db.migrate({ migrations: sqliteMigrations })
      const schema = (
        await db.client.execute(
          `SELECT "name", "sql" FROM sqlite_master WHERE "type" = 'table' AND "name" IN ('leads', 'roles', 'credentials', 'articles', 'preview_links', 'pages', '_pages_v')`,
        )
      ).rows
      // Tables made after that migration (pages and their versions, issue #43) have it from the start.
      expect(schema).toHaveLength(7)
      for (const t of schema) expect(String(t.sql), String(t.name)).toMatch(/PRIMARY KEY AUTOINCREMENT/)
      expect({ leads: await count('leads'), roles: await count('roles'), active: await count('roles_active_routes') }).toEqual(before)
      expect((await db.client.execute('PRAGMA integrity_check')).rows[0]).toMatchObject({ integrity_check: 'ok' })
      expect((await db.client.execute('PRAGMA foreign_key_check')).rows).toEqual([])

      const newest = await fresh.payload.create({
        collection: 'leads',
        data: { name: 'N', email: 'n@example.com', module: 'contact', status: 'active', classification: 'none' },
        overrideAccess: true,
      })
      await fresh.payload.delete({ collection: 'leads', id: newest.id, overrideAccess: true })
      const after = await fresh.payload.create({
        collection: 'leads',
        data: { name: 'A', email: 'a@example.com', module: 'contact', status: 'active', classification: 'none' },
        overrideAccess: true,
      })
      expect(Number(after.id)).toBeGreaterThan(Number(newest.id))
    } finally {
      await fresh.close()
    }
  })
})
