// On every database: saves that race: row locks and transactions.
import Database from 'libsql'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishScheduledArticles } from '../../services/jobs/publishScheduledArticles'
import { ensureRoles } from '../../services/seed/roles'
import { client, lexical, makeImage, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const sys = { overrideAccess: true } as const
const EDITORS = 20

/**
 * A busy SQLite never looks like a sign-out (issue #42, item 5): twenty editors saving at once
 * all get their save, each waiting its turn for the write lock without freezing the process;
 * a write that cannot get the lock in time answers 503 with Retry-After, and no database error
 * ever becomes 401 or 403.
 */
describe('many editors saving at once', () => {
  let server: TestServer
  let editors: { token: string; article: number }[] = []

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    const image = await makeImage(server.payload)
    const category = await server.payload.create({
      collection: 'categories',
      data: { name: 'Concorrência', description: 'Concorrência', textColor: '#FFFFFF', backgroundColor: '#02236B', status: 'active' },
      ...sys,
    })
    editors = []
    for (let i = 0; i < EDITORS; i++) {
      const user = await makeUser(server.payload, `editor${i}`, ['article_management'])
      const article = await server.payload.create({
        collection: 'articles',
        data: { title: `Artigo do editor ${i}`, content: lexical('Texto.'), image: image.id, categories: [category.id], author: user.id, status: 'draft' },
        ...sys,
      })
      editors.push({ token: await tokenFor(server, `editor${i}@example.com`), article: article.id })
    }
  })
  afterAll(async () => server?.close())

  it('saves every edit of twenty editors at once, three rounds, with no refusal', async () => {
    const statuses: number[] = []
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all(
        editors.map(({ token, article }, i) =>
          client(server, token).put(`/article/articles/${article}`, { title: `Artigo do editor ${i}, versão ${round}`, content: lexical(`Texto ${round}.`) }),
        ),
      )
      statuses.push(...replies.map((r) => r.status))
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    const saved = await server.payload.find({ collection: 'articles', where: { title: { like: 'versão 2' } }, limit: EDITORS + 1, depth: 0, ...sys })
    expect(saved.totalDocs).toBe(EDITORS)
  })

  it('publishes a due article at its minute while the editors keep saving (issue #42, item 9)', async () => {
    const [first] = editors
    await server.payload.update({
      collection: 'articles',
      id: first!.article,
      data: { status: 'scheduled', publishedAt: new Date(Date.now() - 1_000).toISOString() },
      ...sys,
    })
    const saving = Promise.all(
      editors.slice(1).map(async ({ token, article }, i) => {
        const statuses: number[] = []
        for (let round = 0; round < 3; round++)
          statuses.push((await client(server, token).put(`/article/articles/${article}`, { content: lexical(`Sob carga ${i}.${round}.`) })).status)
        return statuses
      }),
    )
    const req = await createLocalReq({}, server.payload)
    const minute = (await (publishScheduledArticles.handler as (args: { req: typeof req }) => Promise<{ output: { published: number } }>)({ req })).output
    expect((await saving).flat().filter((s) => s !== 200)).toEqual([])
    expect(minute.published).toBe(1)
    expect((await server.payload.findByID({ collection: 'articles', id: first!.article, depth: 0, ...sys })).status).toBe('published')
  })

  it('answers 503 with Retry-After, never a sign-out, while another process holds the write lock past the wait', async () => {
    if (server.db.kind !== 'sqlite') return expect(server.db.kind).not.toBe('sqlite') // the lock is SQLite's
    const other = new Database(server.db.uri.replace(/^file:/, ''), {})
    const before = process.env.SQLITE_BUSY_WAIT_MS
    process.env.SQLITE_BUSY_WAIT_MS = '700'
    const { token, article } = editors[0]!
    const editor = client(server, token)
    try {
      other.exec('BEGIN IMMEDIATE')
      const refused = await editor.put(`/article/articles/${article}`, { title: 'Gravado com o banco ocupado' })
      expect(refused.status).toBe(503)
      expect(refused.body.code).toBe('BUSY')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      // Reading goes on while another writes (WAL), and the editor is still signed in.
      expect((await editor.get(`/article/articles/${article}`)).status).toBe(200)
      // A lock let go while the save waits: the save gets in.
      process.env.SQLITE_BUSY_WAIT_MS = '10000'
      const waiting = editor.put(`/article/articles/${article}`, { title: 'Gravado depois da espera' })
      await new Promise((resolve) => setTimeout(resolve, 300))
      other.exec('COMMIT')
      expect((await waiting).status).toBe(200)
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK')
      other.close()
      if (before === undefined) delete process.env.SQLITE_BUSY_WAIT_MS
      else process.env.SQLITE_BUSY_WAIT_MS = before
    }
  })
})
