import { beforeAll, describe, expect, it } from 'vitest'
import { previewOf } from '../../services/articles/previews'
import { client, lexical, makeUser, tokenFor } from '../helpers/api'
import { demoServerForSuite, type TestServer } from '../helpers/boot'

/** Preview links through the REST contract and the service the preview page renders from. */
describe('article preview links', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let draft: { id: number | string; title: string }
  const suite = demoServerForSuite()
  const tokenOf = (url: string) => url.replace(/^\/preview\//, '')

  beforeAll(async () => {
    server = suite.server
    admin = client(server, suite.adminToken)
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'draft' } }, limit: 1, depth: 0, overrideAccess: true })
    draft = docs[0] as typeof draft
  })

  it('shows a draft to whoever has the link, in any language, while the public API keeps it hidden', async () => {
    const made = await admin.post(`/article/articles/${draft.id}/previews`, {})
    expect(made.status).toBe(201)
    expect(made.body.data.url).toMatch(/^\/preview\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/)
    const hours = (new Date(made.body.data.expiresAt).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    const shown = await previewOf(server.payload, tokenOf(made.body.data.url), 'pt-BR')
    expect(shown?.article).toMatchObject({ id: draft.id, title: draft.title, status: 'draft' })
    const english = await previewOf(server.payload, tokenOf(made.body.data.url), 'en')
    expect(english?.article.id).toBe(draft.id) // untranslated: the pt-BR text, as the public page would show it
    expect((await client(server).get(`/article/public-articles/x/${draft.id}`)).status).toBe(404)
    expect((await admin.get(`/article/articles/${draft.id}/previews`)).body.data.map((l: { id: unknown }) => l.id)).toContain(made.body.data.id)
  })

  it("shows the maker's unsaved work with autosave, and only the saved article without", async () => {
    await admin.put(`/article/autosaves/${draft.id}`, { title: 'Título ainda não salvo', content: lexical('Texto ainda não salvo.') })
    const own = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 1, withAutosave: true })
    const shown = await previewOf(server.payload, tokenOf(own.body.data.url), 'pt-BR')
    expect(shown?.article.title).toBe('Título ainda não salvo')
    expect(JSON.stringify(shown?.article.content)).toContain('Texto ainda não salvo.')
    const shared = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 2 })
    expect((await previewOf(server.payload, tokenOf(shared.body.data.url), 'pt-BR'))?.article.title).toBe(draft.title)
  })

  it("lists a link with unsaved work to its maker only: another editor cannot read the maker's draft through it (issue #29)", async () => {
    const mine = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 1, withAutosave: true })
    const saved = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 1 })
    await makeUser(server.payload, 'other-editor', ['article_management'])
    const other = client(server, await tokenFor(server, 'other-editor@example.com'))
    const seenByOther = (await other.get(`/article/articles/${draft.id}/previews`)).body.data.map((l: { id: unknown }) => l.id)
    expect(seenByOther).toContain(saved.body.data.id)
    expect(seenByOther).not.toContain(mine.body.data.id)
    const seenByMaker = (await admin.get(`/article/articles/${draft.id}/previews`)).body.data.map((l: { id: unknown }) => l.id)
    expect(seenByMaker).toEqual(expect.arrayContaining([mine.body.data.id, saved.body.data.id]))
  })

  it('stops working when revoked, expired, altered or forged', async () => {
    const made = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 1 })
    const token = tokenOf(made.body.data.url)
    expect(await previewOf(server.payload, token, 'pt-BR')).not.toBeNull()
    const revoked = await admin.delete(`/article/previews/${made.body.data.id}`)
    expect(revoked.status).toBe(200)
    expect(await previewOf(server.payload, token, 'pt-BR')).toBeNull()
    expect((await admin.get(`/article/articles/${draft.id}/previews`)).body.data.map((l: { id: unknown }) => l.id)).not.toContain(made.body.data.id)

    const other = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 1 })
    const [id, expires, signature] = tokenOf(other.body.data.url).split('.') as [string, string, string]
    // A later expiry with the old signature, and a signature made up: refused before any read.
    expect(await previewOf(server.payload, `${id}.${Number(expires) + 86_400}.${signature}`, 'pt-BR')).toBeNull()
    expect(await previewOf(server.payload, `${id}.${expires}.${'A'.repeat(43)}`, 'pt-BR')).toBeNull()
    expect(await previewOf(server.payload, 'nonsense', 'pt-BR')).toBeNull()
    // Expired: the stored expiry has passed.
    await server.payload.update({
      collection: 'preview-links',
      id: other.body.data.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await previewOf(server.payload, tokenOf(other.body.data.url), 'pt-BR')).toBeNull()
  })

  it('is made only by staff who may edit the article; bad input is a 400', async () => {
    expect((await client(server).post(`/article/articles/${draft.id}/previews`, {})).status).toBe(401)
    await makeUser(server.payload, 'leads', ['site_editor'])
    expect((await client(server, await tokenFor(server, 'leads@example.com')).post(`/article/articles/${draft.id}/previews`, {})).status).toBe(403)
    const tooLong = await admin.post(`/article/articles/${draft.id}/previews`, { hours: 24 * 365 })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors[0].field).toBe('hours')
    expect((await admin.post('/article/articles/999999/previews', {})).status).toBe(404)
    expect((await admin.delete('/article/previews/999999')).status).toBe(404)
  })

  it("answers /cms's Preview button with a fresh link for the panel's signed-in editor", async () => {
    const open = (headers: Record<string, string> = {}) => fetch(`${server.url}/cms-preview/${draft.id}?lang=fr`, { redirect: 'manual', headers })
    const cookie = `payload-token=${suite.adminToken}`
    const signedIn = await open({ cookie, 'sec-fetch-site': 'same-origin' })
    expect(signedIn.status).toBe(303)
    const location = signedIn.headers.get('location') ?? ''
    expect(location).toMatch(/^\/preview\/\d+\.\d+\.[A-Za-z0-9_-]{43}\?lang=fr$/)
    expect((await previewOf(server.payload, location.replace(/^\/preview\/|\?.*$/g, ''), 'fr'))?.article.id).toBe(draft.id)
    const anonymous = await open()
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe('/cms/login')
    // Followed from another site, the panel's cookie does not count.
    expect((await open({ cookie, 'sec-fetch-site': 'cross-site' })).headers.get('location')).toBe('/cms/login')
  })

  it('goes with the article when it is deleted, and is recorded in the activity log', async () => {
    expect((await admin.get('/auth/activity?action=article.preview_shared&limit=1')).body.data[0].target.id).toBe(String(draft.id))
    expect((await admin.get('/auth/activity?action=article.preview_revoked&limit=1')).body.data).toHaveLength(1)
    await admin.delete(`/article/articles/${draft.id}`)
    expect((await server.payload.count({ collection: 'preview-links', where: { article: { equals: draft.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
