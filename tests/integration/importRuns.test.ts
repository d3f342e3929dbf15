import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { importSoon } from '../../services/imports/runs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUser, tokenFor } from '../helpers/api'
import { startWithAdmin, type TestServer } from '../helpers/boot'

const GHOST = path.resolve(__dirname, '../fixtures/ghost/ghost-5.json')

/**
 * The back-office's import (Settings > Import) over the REST contract: the export is the raw
 * body, the run goes on in the background and is polled; one at a time; a file that is not an
 * export is refused at once in the caller's language; only staff with the settings area may.
 */
describe('POST /api/settings/imports', () => {
  let server: TestServer
  let adminToken: string
  const upload = (token: string, body: Uint8Array | string, query = '', language = 'en', type = 'application/octet-stream') =>
    fetch(`${server.url}/api/settings/imports${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': language },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    }).then(async (res) => ({ status: res.status, body: await res.json() }))
  const status = (id: number | string) =>
    fetch(`${server.url}/api/settings/imports/${id}`, { headers: { authorization: `Bearer ${adminToken}` } }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }))
  const finished = async (id: number | string) => {
    for (let i = 0; i < 300; i++) {
      const reply = await status(id)
      if (reply.body.data.status !== 'running') return reply.body.data
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the import did not finish')
  }

  beforeAll(async () => {
    ;({ server, adminToken } = await startWithAdmin())
  }, 120_000)
  afterAll(async () => server?.close())

  it('simulates, then imports, a Ghost export sent as the body, reporting progress and the result', async () => {
    const file = await readFile(GHOST)
    // Sent as what it is, JSON: the file itself, never parsed by the API (it said "the file is empty", issue #64).
    const dry = await upload(adminToken, file, '?dryRun=true&name=ghost-5.json', 'en', 'application/json; charset=utf-8')
    expect(dry.status).toBe(202)
    expect(dry.body.data).toMatchObject({ status: 'running', dryRun: true, fileName: 'ghost-5.json', format: 'ghost' })
    const simulated = await finished(dry.body.data.id)
    // Its pages and posts, counted (a progress bar never "0 of 0").
    expect(simulated).toMatchObject({ status: 'done', done: 6, total: 6, report: { dryRun: true, articles: { created: 5 }, pages: { created: 1 } } })
    // No language chosen, none in the export: the site's default, said in the report.
    expect(simulated.report.language).toBe('pt-BR')
    expect((await server.payload.count({ collection: 'articles', overrideAccess: true })).totalDocs).toBe(0)

    const real = await upload(adminToken, file, '?name=ghost-5.json&language=en')
    expect(real.status).toBe(202)
    const run = await finished(real.body.data.id)
    expect(run).toMatchObject({
      status: 'done',
      resumed: false,
      error: null,
      report: { format: 'ghost', language: 'en', articles: { created: 5, existing: 0 } },
    })
    expect((await server.payload.count({ collection: 'articles', overrideAccess: true })).totalDocs).toBe(5)
    // Stored as written in the language the upload named (issue #44, item 4).
    expect((await server.payload.count({ collection: 'articles', where: { language: { equals: 'en' } }, overrideAccess: true })).totalDocs).toBe(5)

    const list = await fetch(`${server.url}/api/settings/imports`, { headers: { authorization: `Bearer ${adminToken}` } }).then((r) => r.json())
    expect(list.data.map((r: { id: unknown }) => r.id)).toEqual([real.body.data.id, dry.body.data.id])
  })

  it('refuses what is not an export at once, in the caller language', async () => {
    const text = await upload(adminToken, 'just text', '', 'pt-BR')
    expect(text.status).toBe(422)
    expect(text.body.message).toBe('Este arquivo não é uma exportação do WordPress (WXR) nem do Ghost (JSON)')
    const empty = await upload(adminToken, '', '', 'en')
    expect(empty.status).toBe(422)
    expect(empty.body.message).toBe('The file is empty')
    // A language the site does not have: refused before the file is read, naming the field.
    const german = await upload(adminToken, await readFile(GHOST), '?language=de', 'en')
    expect(german.status).toBe(400)
    expect(german.body.errors?.map((e: { field: string }) => e.field)).toContain('query.language')
  })

  it('runs one import at a time', async () => {
    const running = await server.payload.create({ collection: 'import-runs', data: { status: 'running', file: '/nonexistent' }, overrideAccess: true })
    try {
      const second = await upload(adminToken, await readFile(GHOST))
      expect(second.status).toBe(409)
      expect(second.body.message).toBe('An import is already running: wait for it to finish')
    } finally {
      await server.payload.delete({ collection: 'import-runs', id: running.id, overrideAccess: true })
    }
  })

  it('is for staff with the settings area only', async () => {
    await makeUser(server.payload, 'writer', ['article_management'])
    const writer = await tokenFor(server, 'writer@example.com')
    expect((await upload(writer, await readFile(GHOST))).status).toBe(403)
    const anonymous = await fetch(`${server.url}/api/settings/imports`, { method: 'POST', body: 'x' })
    expect(anonymous.status).toBe(401)
  })

  it('gives up a run whose tries each ended with their process, and never starts it again (issue #42, item 10)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-given-up-'))
    const file = path.join(dir, 'killer.upload')
    await writeFile(file, await readFile(GHOST))
    // As five starts left it: each counted its try, then its process died.
    const run = await server.payload.create({
      collection: 'import-runs',
      data: { status: 'running', file, format: 'ghost', attempts: 5 },
      overrideAccess: true,
    })
    await importSoon(server.payload)
    const after = await finished(run.id)
    expect(after).toMatchObject({ status: 'failed', error: 'failed' })
    expect(after.detail).toMatch(/5 tries/)
    expect(
      await stat(file).then(
        () => 'kept',
        () => 'removed',
      ),
    ).toBe('removed')
    // A later start (the next try of the worker) leaves it failed.
    await importSoon(server.payload)
    expect((await status(run.id)).body.data.status).toBe('failed')
    await rm(dir, { recursive: true, force: true })
  })
})
