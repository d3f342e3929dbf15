import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureLegalPages } from '../../services/pages/legal'
import { publicPage } from '../../services/pages/publicPages'
import { startTestServer, type TestServer } from '../helpers/boot'

/**
 * Legal texts are pages (issue #43, item 3): privacy, terms and cookies are seeded once at the
 * spec's addresses from the catalogues, in every language, published; a lawyer's edit is a
 * publish, and the page's date is its published version's.
 */
describe('legal pages', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => server?.close())

  it('seeds privacy, terms and cookies once, in every language, at the spec’s addresses', async () => {
    expect(await ensureLegalPages(server.payload)).toBe(3)
    expect(await ensureLegalPages(server.payload)).toBe(0)
    const pt = await publicPage(server.payload, '/privacy-police', 'pt-BR')
    expect(pt?.page.title).toBe('Política de privacidade')
    const en = await publicPage(server.payload, '/utilization-terms', 'en')
    expect(en).toMatchObject({ translated: true, page: { title: 'Terms of use' } })
    const ht = await publicPage(server.payload, '/cookies', 'ht')
    expect(ht?.translated).toBe(true)
    expect(JSON.stringify(ht?.page.layout)).toMatch(/bonbon|cookie/i)
  })

  it('changes its date when an edit is published, and not when a draft is saved', async () => {
    const before = (await publicPage(server.payload, '/cookies', 'pt-BR'))!
    const id = before.page.id
    await new Promise((r) => setTimeout(r, 5))
    await server.payload.update({ collection: 'pages', id, draft: true, data: { title: 'Cookies (rascunho)' }, overrideAccess: true })
    expect((await publicPage(server.payload, '/cookies', 'pt-BR'))!.updatedAt).toBe(before.updatedAt)
    await server.payload.update({ collection: 'pages', id, data: { title: 'Política de cookies', _status: 'published' }, overrideAccess: true })
    const after = (await publicPage(server.payload, '/cookies', 'pt-BR'))!
    expect(after.page.title).toBe('Política de cookies')
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime())
  })
})
