import { beforeAll, describe, expect, it } from 'vitest'
import { pruneActivityBefore } from '../../services/jobs/pruneActivity'
import { client, lexical, tokenFor } from '../helpers/api'
import { DEMO_ADMIN, demoServerForSuite, type TestServer } from '../helpers/boot'

type Entry = {
  action: string
  outcome: string
  channel: string
  actor: { kind: string; id: number | string | null; name: string | null }
  address: string | null
  target: { kind: string; id: string | null; label: string | null } | null
  changes: { field: string; from: string | null; to: string | null }[]
}

/** The activity log through the REST contract: one entry per action, who, where, what changed, and never a secret. */
describe('activity log', () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let adminToken: string
  const secrets: string[] = []
  const ADMIN = DEMO_ADMIN

  /** The newest entry of an action (the log is read as the security center reads it). */
  const latest = async (action: string): Promise<Entry> => {
    const page = await admin.get(`/auth/activity?action=${action}&limit=1`)
    expect(page.status).toBe(200)
    expect(page.body.data, `no ${action} entry`).toHaveLength(1)
    return page.body.data[0]
  }
  const change = (entry: Entry, field: string) => entry.changes.find((c) => c.field === field)

  const suite = demoServerForSuite()

  beforeAll(() => {
    server = suite.server
    adminToken = suite.adminToken
    admin = client(server, adminToken)
    secrets.push(ADMIN.password, adminToken)
  })

  it('records sign-ins, failed ones with the e-mail tried, and sign-outs, with the address', async () => {
    const signedIn = await latest('auth.signed_in')
    expect(signedIn).toMatchObject({ outcome: 'success', channel: 'api', actor: { kind: 'user', name: ADMIN.email }, target: null })
    expect(signedIn.address).toMatch(/127\.0\.0\.1|::1/)
    const wrong = await client(server).post('/auth/auth', { email: ADMIN.email, password: 'Wrong#Password1' })
    expect(wrong.status).toBe(401)
    secrets.push('Wrong#Password1')
    expect(await latest('auth.sign_in_failed')).toMatchObject({ outcome: 'failure', actor: { kind: 'anonymous', id: null, name: ADMIN.email } })
    const other = await tokenFor(server, ADMIN.email, ADMIN.password)
    secrets.push(other)
    expect((await client(server, other).post('/auth/auth/logout')).status).toBe(200)
    expect(await latest('auth.signed_out')).toMatchObject({ actor: { kind: 'user', name: ADMIN.email } })
    // A sign-in to /cms is Payload's own login operation: recorded by the users' hook.
    const panel = await server.payload.login({ collection: 'users', data: { email: ADMIN.email, password: ADMIN.password } })
    secrets.push(panel.token!)
    expect(await latest('auth.signed_in')).toMatchObject({ channel: 'cms', actor: { kind: 'user', name: ADMIN.email } })
  })

  it('records users created, edited, blocked and deleted, with the fields changed', async () => {
    const created = await admin.post('/user/user', {
      name: 'Rita',
      last_name: 'Alves',
      email: 'rita@example.com',
      position: 'manager',
      permission: 'operational',
      access: ['dashboard'],
    })
    expect(created.status).toBe(201)
    const { id, unique_key } = created.body.data.user
    secrets.push(created.body.data.first_access_password)
    const made = await latest('user.created')
    expect(made.target).toEqual({ kind: 'user', id: String(id), label: 'Rita Alves' })
    expect(change(made, 'email')).toEqual({ field: 'email', from: null, to: 'rita@example.com' })

    await admin.put(`/user/user/${id}/${unique_key}`, { access: ['dashboard', 'site_editor'] })
    expect(change(await latest('user.updated'), 'access')).toEqual({ field: 'access', from: 'dashboard', to: 'dashboard, site_editor' })
    await admin.put(`/user/user-change-status/${id}/${unique_key}`, { status: 'blocked' })
    expect(change(await latest('user.status_changed'), 'status')).toMatchObject({ to: 'blocked' })
    await admin.delete(`/user/user/${id}/${unique_key}`)
    expect((await latest('user.deleted')).target).toMatchObject({ id: String(id), label: 'Rita Alves' })
  })

  it('records credentials created, regenerated, deactivated and each token exchange, under the credential', async () => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', {
      description: 'ERP do cliente',
      products: ['leads'],
      expiresAt: null,
    })
    const { id, accessKey, secretKey } = created.body.data
    secrets.push(secretKey)
    expect((await latest('credential.created')).target).toMatchObject({ kind: 'credential', id: String(id), label: 'ERP do cliente' })
    const token = await client(server).post('/auth/credentials/token', { accessKey, secretKey })
    secrets.push(token.body.data.token)
    expect(await latest('credential.token_issued')).toMatchObject({ actor: { kind: 'credential', id, name: 'ERP do cliente' } })
    // The integrator's own calls are recorded under the credential.
    const lead = (await server.payload.find({ collection: 'leads', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    if (lead) {
      expect((await client(server, token.body.data.token).patch(`/lead/leads/${lead.id}/classification`, { classification: 'hot' })).status).toBe(200)
      expect(await latest('lead.classified')).toMatchObject({
        actor: { kind: 'credential', name: 'ERP do cliente' },
        target: { kind: 'lead', id: String(lead.id) },
      })
    }
    const regenerated = await admin.put(`/auth/credentials/${id}/regenerate-secret`)
    secrets.push(regenerated.body.data.secretKey)
    expect((await latest('credential.regenerated')).target?.id).toBe(String(id))
    const refused = await client(server).post('/auth/credentials/token', { accessKey, secretKey })
    expect(refused.status).toBe(401)
    expect(await latest('credential.token_refused')).toMatchObject({ outcome: 'failure', actor: { kind: 'anonymous', name: accessKey.toLowerCase() } })
    await admin.patch(`/auth/credentials/${id}/status`, { status: 'inactive' })
    expect(change(await latest('credential.status_changed'), 'status')).toEqual({ field: 'status', from: 'active', to: 'inactive' })
    await admin.put(`/auth/credentials/${id}/update-credentials-external-token`, {
      description: 'ERP renomeado',
      products: ['leads', 'messages'],
      expiresAt: null,
    })
    const edited = await latest('credential.updated')
    expect(change(edited, 'description')).toEqual({ field: 'description', from: 'ERP do cliente', to: 'ERP renomeado' })
    expect(change(edited, 'products')).toEqual({ field: 'products', from: 'leads', to: 'leads, messages' })
    await admin.delete(`/auth/credentials/${id}`)
    expect((await latest('credential.deleted')).target).toMatchObject({ id: String(id), label: 'ERP renomeado' })
  })

  it('reads like sentences: a restore shows texts, a translation names its language, newsletter entries name the article, visitors sign-ups are recorded', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 2, depth: 0, overrideAccess: true })
    const article = docs[1]!
    // A translation save says which language's texts changed.
    expect(
      (await admin.put(`/article/articles/${article.id}?lang=fr`, { title: 'Titre traduit pour le registre', content: lexical('Texte français.') })).status,
    ).toBe(200)
    const translated = await latest('article.updated')
    expect(change(translated, 'title (fr)')).toMatchObject({ to: 'Titre traduit pour le registre' })
    expect(change(translated, 'title')).toBeUndefined()
    // A restore compares the texts, never a JSON of every language.
    await admin.put(`/article/articles/${article.id}`, { title: 'Antes de restaurar, no registro' })
    const older = (await admin.get(`/article/articles/${article.id}/versions?limit=5`)).body.data.at(-1)
    expect((await admin.post(`/article/articles/${article.id}/versions/${older.id}/restore`)).status).toBe(200)
    const restored = await latest('article.restored')
    expect(change(restored, 'title')?.from).toBe('Antes de restaurar, no registro')
    for (const c of restored.changes) expect(`${c.from ?? ''}${c.to ?? ''}`, c.field).not.toMatch(/"pt-BR"|\{"/)
    // Newsletter entries name the article they mail.
    expect((await admin.post('/newsletter/test', { article: article.id, language: 'pt-BR' })).status).toBe(202)
    const now = await server.payload.findByID({ collection: 'articles', id: article.id, depth: 0, overrideAccess: true })
    expect((await latest('newsletter.test_sent')).target).toEqual({ kind: 'article', id: String(article.id), label: now.title })
    // A visitor's own sign-up and unsubscription are recorded, with the address given and the lead.
    const email = `registro-${Date.now()}@example.com`
    expect((await client(server).post('/newsletter/subscribe', { email })).status).toBeLessThan(300)
    const signedUp = await latest('lead.subscribed')
    expect(signedUp).toMatchObject({ outcome: 'success', actor: { kind: 'anonymous', name: email }, target: { kind: 'lead', label: email } })
    const lead = (await server.payload.find({ collection: 'leads', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    expect(signedUp.target?.id).toBe(String(lead.id))
    const gone = await client(server).post('/newsletter/unsubscribe', { id: lead.id, unique_key: lead.uniqueKey, reason: 'Muitos e-mails' })
    expect(gone.status).toBe(200)
    expect((await latest('lead.unsubscribed')).target).toMatchObject({ kind: 'lead', id: String(lead.id) })
  })

  it('records publishing, unpublishing, restoring and deleting articles, categories and settings', async () => {
    const { docs } = await server.payload.find({ collection: 'articles', where: { status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
    const article = docs[0]!
    await admin.put(`/article/articles/${article.id}`, { title: 'Título revisto pelo registro', content: lexical('Texto revisto.') })
    const edited = await latest('article.updated')
    expect(change(edited, 'title')).toEqual({ field: 'title', from: article.title, to: 'Título revisto pelo registro' })
    expect(change(edited, 'content')?.to).toBe('Texto revisto.')
    await admin.patch(`/article/articles/${article.id}/status`, { action: 'unpublish' })
    expect(change(await latest('article.unpublished'), 'status')).toEqual({ field: 'status', from: 'published', to: 'draft' })
    await admin.patch(`/article/articles/${article.id}/status`, { action: 'publish' })
    expect((await latest('article.published')).target).toMatchObject({ kind: 'article', id: String(article.id) })
    const version = (await admin.get(`/article/articles/${article.id}/versions?limit=5`)).body.data.at(-1)
    await admin.post(`/article/articles/${article.id}/versions/${version.id}/restore`)
    expect((await latest('article.restored')).target?.id).toBe(String(article.id))
    await admin.delete(`/article/articles/${article.id}`)
    expect((await latest('article.deleted')).target?.label).toBeTruthy()

    const category = await admin.post('/category/categories', { name: 'Auditoria', description: 'Registro de atividade.' })
    expect((await latest('category.created')).target).toMatchObject({ kind: 'category', label: 'Auditoria', id: String(category.body.data.id) })
    await admin.put('/company/company', { phone: '(11) 4000-1234' })
    expect(change(await latest('settings.company_updated'), 'phone')).toMatchObject({ to: '(11) 4000-1234' })
    await admin.post('/layout/layout-setting', { version: 'V2' })
    expect(change(await latest('settings.layout_updated'), 'currentVersion')).toMatchObject({ from: 'v1', to: 'v2' })
    const seo = await admin.post('/seo/seo', { name: 'Pixel de teste', head: '<meta name="x" content="y">' })
    expect((await latest('seo.created')).target).toMatchObject({ kind: 'seo', label: 'Pixel de teste', id: String(seo.body.data.id) })
    await admin.put('/whatsapp/whatsapp-setting', { phone: '5511912345678', message: 'Olá', color: '#1E7E34' })
    expect(change(await latest('settings.whatsapp_updated'), 'phone')).toMatchObject({ to: '5511912345678' })
  })

  it('records lead and message actions and exports', async () => {
    await client(server).post('/contact/contact', {
      name: 'Joana Lima',
      company: 'Padaria Lima',
      email: 'joana@padaria.com.br',
      telephone: '(11) 98765-4321',
      subject: 'Orçamento',
      message: 'Gostaria de uma demonstração.',
    })
    const message = (await admin.get('/message/messages-list')).body.data[0]
    await admin.patch(`/message/messages/${message.id}/read`, { read: true })
    expect(change(await latest('message.read'), 'read')).toEqual({ field: 'read', from: 'false', to: 'true' })
    await admin.patch(`/message/messages/${message.id}/archive`, { archived: true })
    expect((await latest('message.archived')).target?.id).toBe(String(message.id))
    await admin.delete(`/message/messages/${message.id}`)
    expect((await latest('message.deleted')).target?.id).toBe(String(message.id))
    const csv = await fetch(`${server.url}/api/lead/leads-export?module=contact`, { headers: { authorization: `Bearer ${adminToken}` } })
    expect(csv.status).toBe(200)
    await csv.text()
    // A streamed export is recorded once its last row is written, just after the client has it.
    await expect.poll(async () => (await admin.get('/auth/activity?action=lead.exported&limit=1')).body.data.length).toBe(1)
    expect(await latest('lead.exported')).toMatchObject({ actor: { kind: 'user', name: ADMIN.email } })
    // A visitor's form is not a staff action: nothing recorded for the contact itself.
    expect((await admin.get('/auth/activity?action=contact')).body.data).toEqual([])
  })

  it('filters by actor, kind of target, target and period, and pages newest first', async () => {
    const me = (await admin.get('/auth/me')).body.data.user
    const mine = await admin.get(`/auth/activity?user=${me.id}&limit=5`)
    expect(mine.body.data.length).toBe(5)
    expect(mine.body.data.every((e: Entry) => String(e.actor.id) === String(me.id))).toBe(true)
    const times = mine.body.data.map((e: { at: string }) => e.at)
    expect([...times].sort().reverse()).toEqual(times)
    const next = await admin.get(`/auth/activity?user=${me.id}&limit=5&cursor=${mine.body.meta.nextCursor}`)
    expect(next.body.data.length).toBeGreaterThan(0)
    expect(next.body.data[0].at <= times.at(-1)).toBe(true)
    const articles = await admin.get('/auth/activity?action=article&limit=100')
    expect(articles.body.data.length).toBeGreaterThanOrEqual(5)
    expect(articles.body.data.every((e: Entry) => e.action.startsWith('article.'))).toBe(true)
    const future = await admin.get(`/auth/activity?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)
    expect(future.body.data).toEqual([])
    expect((await admin.get('/auth/activity?action=DROP TABLE')).status).toBe(400)
    expect((await client(server).get('/auth/activity')).status).toBe(401)
  })

  it('holds no secret, password, hash or token, and nobody can add, edit or delete an entry through Payload', async () => {
    const all = await server.payload.find({ collection: 'activity-log', limit: 1000, depth: 0, overrideAccess: true })
    expect(all.totalDocs).toBeGreaterThan(15)
    const text = JSON.stringify(all.docs)
    for (const secret of secrets) expect(text).not.toContain(secret)
    for (const field of ['"password"', '"hash"', '"salt"', '"secretHash"', '"verificationCodeHash"', '"resetPasswordToken"'])
      expect(text).not.toContain(`"field":${field}`)
    const entry = all.docs[0]!
    // What /cms-api runs: Payload's operations as the signed-in administrator, access checked.
    const user = await server.payload.findByID({ collection: 'users', id: (await admin.get('/auth/me')).body.data.user.id, depth: 0, overrideAccess: true })
    const asAdmin = { user, overrideAccess: false } as const
    await expect(server.payload.update({ collection: 'activity-log', id: entry.id, data: { action: 'forged' }, ...asAdmin })).rejects.toThrow()
    await expect(server.payload.delete({ collection: 'activity-log', id: entry.id, ...asAdmin })).rejects.toThrow()
    await expect(
      server.payload.create({ collection: 'activity-log', data: { action: 'forged', channel: 'api', actorKind: 'user', outcome: 'success' }, ...asAdmin }),
    ).rejects.toThrow()
    expect((await server.payload.count({ collection: 'activity-log', where: { action: { equals: 'forged' } }, overrideAccess: true })).totalDocs).toBe(0)
    const still = await server.payload.findByID({ collection: 'activity-log', id: entry.id, depth: 0, overrideAccess: true })
    expect(still.action).toBe(entry.action)
  })

  it('records a change made as in /cms (Payload with the staff user), and the retention deletes only entries past it', async () => {
    const category = (await server.payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    // A save in /cms is Payload's update operation as the signed-in user, outside any gateway call,
    // asked from a panel's page (issue #60, item 5: its door is the panels; from elsewhere, /cms-api).
    const user = await server.payload.findByID({ collection: 'users', id: (await admin.get('/auth/me')).body.data.user.id, depth: 0, overrideAccess: true })
    const fromPanel = { headers: new Headers({ referer: `${server.url}/cms/collections/categories/${category.id}` }) }
    await server.payload.update({
      collection: 'categories',
      id: category.id,
      data: { description: 'Mudada no painel.' },
      user,
      overrideAccess: false,
      req: fromPanel,
    })
    const entry = await latest('category.updated')
    expect(entry).toMatchObject({ channel: 'cms', actor: { kind: 'user', name: ADMIN.email }, target: { id: String(category.id) } })
    await server.payload.update({ collection: 'categories', id: category.id, data: { description: 'Mudada por um script.' }, user, overrideAccess: false })
    expect(await latest('category.updated')).toMatchObject({ channel: 'cms-api' })
    expect(change(entry, 'description')?.to).toBe('Mudada no painel.')

    const before = (await server.payload.count({ collection: 'activity-log', overrideAccess: true })).totalDocs
    await pruneActivityBefore(server.payload, new Date(Date.now() - 365 * 86_400_000))
    expect((await server.payload.count({ collection: 'activity-log', overrideAccess: true })).totalDocs).toBe(before)
    await pruneActivityBefore(server.payload, new Date(Date.now() + 1000))
    expect((await server.payload.count({ collection: 'activity-log', overrideAccess: true })).totalDocs).toBe(0)
  })
})
