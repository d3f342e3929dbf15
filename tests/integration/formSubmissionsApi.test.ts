import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRoles } from '../../services/seed/roles'
import { monthsBefore, pruneFormSubmissionsAt } from '../../services/jobs/pruneFormSubmissions'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink'

const sys = { overrideAccess: true } as const

/**
 * What a built form's submissions give integrators (issue #65, item 3): the list by cursor for a
 * credential with the `forms` product (and for staff with the messages screen), its total kept
 * as submissions are stored and deleted, and a signed `form.submitted` webhook event.
 */
describe("a built form's submissions for integrators", () => {
  let server: TestServer
  let admin: ReturnType<typeof client>
  let formId: number | string
  let smtp: SmtpSink
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
  const receiver = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(200).end('ok')
    })
  })

  beforeAll(async () => {
    smtp = await startSmtpSink()
    server = await startTestServer({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', SMTP_URL: smtp.url } })
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'forms-admin', ['dashboard', 'site_editor', 'settings', 'user_management'], 'admin')
    admin = client(server, await tokenFor(server, 'forms-admin@example.com'))
    const form = await server.payload.create({
      collection: 'forms',
      data: { title: 'Pedido de orçamento', fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }] } as never,
      ...sys,
    })
    formId = form.id
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
  })
  afterAll(async () => {
    await server?.close()
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
    await smtp?.stop()
  })

  const integrator = async (products: string[]) => {
    const created = await admin.post('/auth/credentials/create-credentials-external-token', { description: products.join(','), products, expiresAt: null })
    expect(created.status).toBe(201)
    const exchanged = await client(server).post('/auth/credentials/token', { accessKey: created.body.data.accessKey, secretKey: created.body.data.secretKey })
    return client(server, exchanged.body.data.token)
  }
  const submit = (email: string) => client(server, undefined, 'pt-BR').post(`/forms/${formId}/submissions`, { values: { email } })

  it('tells a registered endpoint of each submission, signed as Standard Webhooks says', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    const endpoint = await admin.post('/webhooks/endpoints', { url, events: ['form.submitted'], description: 'CRM' })
    expect(endpoint.status).toBe(201)
    expect((await submit('hook@example.com')).status).toBe(201)
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0)
    const [delivery] = received
    const event = new Webhook(endpoint.body.data.secret).verify(delivery!.body, {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    }) as { type: string; data: Record<string, unknown> }
    expect(event.type).toBe('form.submitted')
    expect(event.data).toMatchObject({ form: formId, formTitle: 'Pedido de orçamento', values: { email: 'hook@example.com' }, language: 'pt-BR' })
  })

  it('lists the submissions newest first, by page and by cursor, for the forms product only', async () => {
    for (let i = 0; i < 4; i++) expect((await submit(`list${i}@example.com`)).status).toBe(201)
    const forms = await integrator(['forms'])
    const first = await forms.get(`/forms/${formId}/submissions?limit=2`)
    expect(first.status).toBe(200)
    expect(first.body.meta).toMatchObject({ page: 1, limit: 2, total: 5, totalPages: 3 })
    expect(first.body.data.map((s: { values: { email: string } }) => s.values.email)).toEqual(['list3@example.com', 'list2@example.com'])
    const second = await forms.get(`/forms/${formId}/submissions?limit=2&cursor=${first.body.meta.nextCursor}`)
    expect(second.body.data.map((s: { values: { email: string } }) => s.values.email)).toEqual(['list1@example.com', 'list0@example.com'])
    expect((await forms.get(`/forms/${formId}/submissions?limit=2&page=3`)).body.data).toHaveLength(1)
    // Another product does not reach them; an unknown form is a 404.
    expect((await (await integrator(['leads'])).get(`/forms/${formId}/submissions`)).status).toBe(403)
    expect((await forms.get('/forms/999999/submissions')).status).toBe(404)
  })

  it('lists the forms with their fields and totals, and exports a form as CSV, one column per field', async () => {
    const forms = await (await integrator(['forms'])).get('/forms')
    expect(forms.status).toBe(200)
    expect(forms.body.data).toContainEqual(
      expect.objectContaining({
        id: formId,
        title: 'Pedido de orçamento',
        submissions: 5,
        fields: [{ name: 'email', kind: 'email', label: 'E-mail', required: true }],
      }),
    )
    const res = await fetch(`${server.url}/api/forms/${formId}/submissions-export`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'forms-admin@example.com')}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the byte-order mark spreadsheets need
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n')
    expect(lines[0]).toBe('id;createdAt;language;sentFrom;email')
    expect(lines).toHaveLength(6)
    expect(lines[1]).toContain(';list3@example.com')
    // A day range: nothing was sent in 2020.
    const none = await fetch(`${server.url}/api/forms/${formId}/submissions-export?createdTo=2020-01-01`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'forms-admin@example.com')}` },
    })
    expect((await none.text()).trim().split('\r\n')).toHaveLength(1)
    expect((await admin.get(`/forms/${formId}/submissions?createdTo=2020-01-01`)).body.meta.total).toBe(0)
  })

  it('finds submissions by any word of their values, case and accents aside, in the list and the export', async () => {
    const form = await server.payload.create({
      collection: 'forms',
      data: {
        title: 'Inscrição no evento',
        fields: [
          { blockType: 'text', name: 'nome', label: 'Nome', required: true },
          { blockType: 'text', name: 'cidade', label: 'Cidade', required: false },
        ],
      } as never,
      ...sys,
    })
    const send = (values: Record<string, string>) => client(server, undefined, 'pt-BR').post(`/forms/${form.id}/submissions`, { values })
    expect((await send({ nome: 'Ana Souza', cidade: 'São Paulo' })).status).toBe(201)
    expect((await send({ nome: 'João Paulo', cidade: 'Recife' })).status).toBe(201)
    expect((await send({ nome: 'Márcia Lima', cidade: 'Curitiba' })).status).toBe(201)
    const found = async (search: string) =>
      (await admin.get(`/forms/${form.id}/submissions?search=${encodeURIComponent(search)}`)).body as {
        data: { values: { nome: string } }[]
        meta: { total: number }
      }
    // Every word must be there, in any field: "paulo" is in two, "sao paulo" in one.
    expect((await found('paulo')).data.map((s) => s.values.nome)).toEqual(['João Paulo', 'Ana Souza'])
    expect(await found('SAO paulo')).toMatchObject({ meta: { total: 1 }, data: [{ values: { nome: 'Ana Souza' } }] })
    expect(await found('joão')).toMatchObject({ meta: { total: 1 }, data: [{ values: { nome: 'João Paulo' } }] })
    expect((await found('porto alegre')).meta.total).toBe(0)
    // A form's words never find another form's submissions.
    expect((await admin.get(`/forms/${formId}/submissions?search=paulo`)).body.meta.total).toBe(0)
    const csv = await fetch(`${server.url}/api/forms/${form.id}/submissions-export?search=marcia`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'forms-admin@example.com')}` },
    })
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(';Márcia Lima;Curitiba')
    // Too long a search is refused in the caller's language, as every list's.
    const long = await client(server, await tokenFor(server, 'forms-admin@example.com'), 'en').get(`/forms/${form.id}/submissions?search=${'a'.repeat(121)}`)
    expect(long.status).toBe(400)
    expect(JSON.stringify(long.body)).toContain('search')
  })

  it('keeps the total as submissions are deleted', async () => {
    const { docs } = await server.payload.find({ collection: 'form-submissions', where: { form: { equals: formId } }, limit: 1, ...sys })
    await server.payload.delete({ collection: 'form-submissions', id: docs[0]!.id, ...sys })
    expect((await admin.get(`/forms/${formId}/submissions?limit=1`)).body.meta.total).toBe(4)
  })

  it("deletes each form's submissions past its retention, once a day, and its total with them", async () => {
    expect(monthsBefore(new Date('2027-08-31T12:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z')
    const now = new Date()
    const ago = (months: number, ms = 0) => new Date(monthsBefore(now, months).getTime() + ms).toISOString()
    const kept = await server.payload.create({ collection: 'forms', data: { title: 'Sem prazo', fields: [] } as never, ...sys })
    await server.payload.update({ collection: 'forms', id: formId, data: { retentionMonths: 6 } as never, ...sys })
    const old = (form: number | string, createdAt: string) =>
      server.payload.create({ collection: 'form-submissions', data: { form, values: {}, submissionData: [], createdAt } as never, ...sys })
    await old(formId, ago(9))
    await old(formId, ago(6, -3_600_000))
    await old(formId, ago(6, 3_600_000))
    await old(kept.id, ago(80))
    const before = (await admin.get(`/forms/${formId}/submissions?limit=1`)).body.meta.total
    expect(await pruneFormSubmissionsAt(server.payload, now)).toBe(2)
    expect((await admin.get(`/forms/${formId}/submissions?limit=1`)).body.meta.total).toBe(before - 2)
    // A form without a retention keeps everything.
    expect((await admin.get(`/forms/${kept.id}/submissions?limit=1`)).body.meta.total).toBe(1)
  })

  it("sends the form's e-mails, to staff and to the sender, in the sender's language", async () => {
    const paragraph = (text: string) => ({
      root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }] },
    })
    const form = await server.payload.create({
      collection: 'forms',
      locale: 'pt-BR',
      data: {
        title: 'Orçamento',
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
        emails: [
          { emailTo: 'vendas@empresa.example', subject: 'Novo pedido de {{email}}', message: paragraph('Pedido de {{email}}') },
          { emailTo: '{{email}}', subject: 'Recebemos seu pedido', message: paragraph('Respondemos em um dia útil.') },
        ],
      } as never,
      ...sys,
    })
    const rows = (form as unknown as { emails: { id: string }[] }).emails
    await server.payload.update({
      collection: 'forms',
      id: form.id,
      locale: 'en',
      data: {
        emails: [
          { ...rows[0], subject: 'New request from {{email}}', message: paragraph('Request from {{email}}') },
          { ...rows[1], subject: 'We received your request', message: paragraph('We answer within a working day.') },
        ],
      } as never,
      ...sys,
    })
    const sent = await client(server, undefined, 'en').post(`/forms/${form.id}/submissions`, { values: { email: 'buyer@example.com' } })
    expect(sent.status).toBe(201)
    await expect.poll(() => smtp.messages.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    const to = (address: string) => smtp.messages.find((m) => JSON.stringify(m.to).includes(address))
    expect(to('vendas@empresa.example')?.subject).toBe('New request from buyer@example.com')
    expect(to('buyer@example.com')?.subject).toBe('We received your request')
    expect(to('buyer@example.com')?.html).toContain('We answer within a working day.')
  })

  it('refuses to delete a form that still has submissions, at every door, and deletes an empty one', async () => {
    await expect(server.payload.delete({ collection: 'forms', id: formId, ...sys })).rejects.toThrow(/envios|submissions/)
    expect((await admin.get(`/forms/${formId}/submissions?limit=1`)).body.meta.total).toBeGreaterThan(0)
    const empty = await server.payload.create({ collection: 'forms', data: { title: 'Vazio', fields: [] } as never, ...sys })
    await server.payload.delete({ collection: 'forms', id: empty.id, ...sys })
    expect(await server.payload.findByID({ collection: 'forms', id: empty.id, disableErrors: true, ...sys })).toBeNull()
  })
})
