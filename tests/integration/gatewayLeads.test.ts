import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_CONSENT_VERSION } from '../../domain/leads'
import { promisedReplyDate } from '../../services/leads/replyDate'
import { ensureRoles } from '../../services/seed/roles'
import { client, makeUser, tokenFor } from '../helpers/api'
import { startTestServer, type TestServer } from '../helpers/boot'

const contact = {
  name: 'Joana Lima',
  company: 'Padaria Lima',
  email: 'joana@padaria.com.br',
  telephone: '(11) 98765-4321',
  subject: 'Orçamento do RC Sistema I',
  message: 'Gostaria de uma demonstração.',
}

describe('contact, newsletter, messages and leads over HTTP', () => {
  let server: TestServer
  let staff: ReturnType<typeof client>
  const pub = () => client(server)

  beforeAll(async () => {
    server = await startTestServer()
    await ensureRoles(server.payload)
    await makeUser(server.payload, 'editor', ['site_editor'])
    staff = client(server, await tokenFor(server, 'editor@example.com'))
  })
  afterAll(async () => server?.close())

  it('promises a reply tomorrow before 21:00 in Sao Paulo, else the day after', () => {
    expect(promisedReplyDate(new Date('2026-03-10T23:59:00Z'))).toBe('2026-03-11') // 20:59 in Sao Paulo
    expect(promisedReplyDate(new Date('2026-03-11T00:00:00Z'))).toBe('2026-03-12') // 21:00
    expect(promisedReplyDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-12') // 23:30 on the 10th
  })

  it('takes the contact form with the spec messages and stores a message for the back-office', async () => {
    const empty = await pub().post('/contact/contact', {})
    expect(empty.status).toBe(400)
    expect(empty.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Name is required',
      'Company is required',
      'E-mail required',
      'Telephone is required',
      'Subject is required',
      'Message is required',
    ])
    const sent = await pub().post('/contact/contact', contact)
    expect(sent.status).toBe(201)
    expect(sent.body.message).toBe('Message sent successfully')
    expect(sent.body.data.replyBy).toBe(promisedReplyDate(new Date()))
    const list = await staff.get('/message/messages-list?tab=unread')
    expect(list.body.data[0]).toMatchObject({ subject: contact.subject, read: false, archived: false })
    expect(list.body.counts).toEqual({ all: 1, unread: 1, read: 0, archived: 0 })
  })

  it('drops honeypot submissions silently', async () => {
    const bot = await pub().post('/contact/contact', { ...contact, website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect((await staff.get('/message/messages-list')).body.meta.total).toBe(1)
  })

  it('reads, archives, marks as lead and deletes messages', async () => {
    const [message] = (await staff.get('/message/messages-list')).body.data
    expect((await staff.patch(`/message/messages/${message.id}/read`, { read: true })).body.data.read).toBe(true)
    expect((await staff.get('/message/messages-list?tab=read')).body.counts).toMatchObject({ unread: 0, read: 1 })
    const lead = await staff.patch(`/message/messages/${message.id}/lead`, { lead: true })
    expect(lead.body.data.markedAsLead).toBe(true)
    const leads = await staff.get('/lead/leads?email=joana')
    expect(leads.body.data[0]).toMatchObject({ email: 'joana@padaria.com.br', module: 'contact', company: 'Padaria Lima' })
    expect((await staff.patch(`/message/messages/${message.id}/archive`, { archived: true })).body.data.archived).toBe(true)
    expect((await staff.get('/message/messages-list?tab=archived')).body.counts).toEqual({ all: 0, unread: 0, read: 0, archived: 1 })
    expect((await staff.patch(`/message/messages/${message.id}/archive`, { archived: 'yes' })).status).toBe(400)
    expect((await staff.delete(`/message/messages/${message.id}`)).body.message).toBe('Message deleted successfully')
    expect((await staff.get(`/message/messages/${message.id}`)).status).toBe(404)
  })

  it('subscribes to the newsletter, reactivates a known address and unsubscribes with key and reason', async () => {
    const first = await pub().post('/newsletter/subscribe', { email: 'leitor@example.com', name: 'Leitor' })
    expect(first.status).toBe(201)
    const { data } = (await staff.get('/lead/leads?email=leitor')).body
    const lead = data[0]
    expect(lead).toMatchObject({ module: 'newsletter', newsletterStatus: 'active' })
    expect((await pub().post('/newsletter/unsubscribe', { id: lead.id, unique_key: '00000000-0000-4000-8000-000000000000', reason: 'x' })).status).toBe(404)
    const out = await pub().post('/newsletter/unsubscribe', { id: lead.id, unique_key: lead.unique_key, reason: 'Muitos e-mails' })
    expect(out.body.message).toBe('You have been unsubscribed')
    expect((await staff.get('/lead/leads?email=leitor')).body.data[0]).toMatchObject({
      newsletterStatus: 'cancelled',
      newsletterCancelReason: 'Muitos e-mails',
    })
    const again = await pub().post('/newsletter/subscribe', { email: 'leitor@example.com' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('Email already registered, status updated to active')
    expect((await pub().post('/newsletter/subscribe', { email: 'bad@x' })).body.errors[0].message).toBe('Invalid e-mail')
  })

  it('records the newsletter consent of each sign-up: when, from which page, in which language, under which text (LGPD)', async () => {
    const before = Date.now()
    const signUp = (body: Record<string, unknown>, language = 'es') => client(server, undefined, language).post('/newsletter/subscribe', body)
    expect((await signUp({ email: 'consente@example.com', source: '/blog', consentVersion: NEWSLETTER_CONSENT_VERSION })).status).toBe(201)
    const lead = (await staff.get('/lead/leads?email=consente')).body.data[0]
    expect(lead).toMatchObject({ consentSource: '/blog', consentLanguage: 'es', consentVersion: NEWSLETTER_CONSENT_VERSION })
    expect(Date.parse(lead.consentAt)).toBeGreaterThanOrEqual(before - 1000)
    // Signing up again renews the consent with what was shown this time.
    expect((await signUp({ email: 'consente@example.com', source: '/', consentVersion: NEWSLETTER_CONSENT_VERSION }, 'fr')).status).toBe(200)
    expect((await staff.get('/lead/leads?email=consente')).body.data[0]).toMatchObject({ consentSource: '/', consentLanguage: 'fr' })
    const csv = await (
      await fetch(`${server.url}/api/lead/leads-export?email=consente`, {
        headers: { authorization: `Bearer ${await tokenFor(server, 'editor@example.com')}` },
      })
    ).text()
    expect(csv).toContain(`;/;fr;${NEWSLETTER_CONSENT_VERSION}`)
    // Only a path of this site and a plain version name are recorded.
    for (const bad of [{ source: 'https://evil.example/' }, { source: '//evil.example' }, { source: '/a b' }, { consentVersion: '<script>' }]) {
      const reply = await signUp({ email: 'consente@example.com', ...bad })
      expect(reply.status, JSON.stringify(bad)).toBe(400)
    }
  })

  it('filters, classifies, changes status and soft-deletes leads', async () => {
    await pub().post('/newsletter/subscribe', { email: 'outro@example.com', name: 'Outro' })
    const [lead] = (await staff.get('/lead/leads?email=outro')).body.data
    expect((await staff.patch(`/lead/leads/${lead.id}/classification`, { classification: 'hot' })).body.data.classification).toBe('hot')
    expect((await staff.get('/lead/leads?classification=hot')).body.data.map((l: { id: unknown }) => l.id)).toEqual([lead.id])
    expect((await staff.patch(`/lead/leads/${lead.id}/classification`, { classification: 'lukewarm' })).status).toBe(400)
    expect((await staff.patch(`/lead/leads/${lead.id}/status`, { status: 'blackListed' })).body.data.status).toBe('blackListed')
    const cancelled = await staff.patch(`/lead/leads/${lead.id}/newsletter`, { status: 'cancelled' })
    expect(cancelled.body.data.newsletterCancelReason).toBe('unsubscribed by the lead list panel')
    const today = new Date().toISOString().slice(0, 10)
    expect((await staff.get(`/lead/leads?createdFrom=${today}&createdTo=${today}`)).body.meta.total).toBeGreaterThanOrEqual(2)
    expect((await staff.get('/lead/leads?createdFrom=2000-01-01&createdTo=2000-01-02')).body.meta.total).toBe(0)
    expect((await staff.get('/lead/leads?title=demonstra')).body.meta.total).toBe(0)
    expect((await staff.get('/lead/leads?title=Or%C3%A7amento')).body.meta.total).toBe(1)
    expect((await staff.get('/lead/leads?createdFrom=yesterday')).status).toBe(400)
    expect((await staff.delete(`/lead/leads/${lead.id}`)).body.message).toBe('Lead deleted successfully')
    expect((await staff.get('/lead/leads?email=outro')).body.meta.total).toBe(0)
    expect((await staff.get('/lead/leads?status=deleted&email=outro')).body.meta.total).toBe(1)
  })

  it('exports the filtered leads as CSV: semicolons, UTF-8 with BOM, timestamped file name', async () => {
    const res = await fetch(`${server.url}/api/lead/leads-export?module=contact`, {
      headers: { authorization: `Bearer ${await tokenFor(server, 'editor@example.com')}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}-\d{6}\.csv"$/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n') // RFC 4180 line ends
    expect(lines[0]).toBe(
      'id;name;company;email;telephone;subject;module;status;classification;newsletterStatus;createdAt;updatedAt;consentAt;consentSource;consentLanguage;consentVersion',
    )
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(';Joana Lima;Padaria Lima;joana@padaria.com.br;')
    expect(lines[1]).toContain('Orçamento do RC Sistema I')
  })

  it('exports exactly the leads the list shows for every filter, newest first, keeping leads of equal creation time', async () => {
    const names = ['Ana Souza', 'Bruno Souza Lima', 'Carla Dias', 'Davi Souza']
    const same = new Date(Date.now() - 3 * 86_400_000).toISOString()
    for (const [i, name] of names.entries()) {
      await server.payload.create({
        collection: 'leads',
        data: {
          name,
          email: `filtro${i}@exemplo.com.br`,
          subject: i % 2 ? 'Pedido de orçamento anual' : 'Dúvida sobre integração',
          module: i % 2 ? 'contact' : 'newsletter',
          status: i === 3 ? 'inactive' : 'active',
          classification: i === 1 ? 'hot' : 'none',
          newsletterStatus: i % 2 ? null : 'active',
          // Two leads share a creation time: the export's keyset must keep both, in id order.
          ...(i >= 2 ? { createdAt: same } : {}),
        },
        overrideAccess: true,
      })
    }
    const token = await tokenFor(server, 'editor@example.com')
    const exported = async (query: string) => {
      const text = await (await fetch(`${server.url}/api/lead/leads-export?${query}`, { headers: { authorization: `Bearer ${token}` } })).text()
      return text
        .slice(1)
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';'))
    }
    const listed = async (query: string) => ((await staff.get(`/lead/leads?limit=100&${query}`)).body.data as { id: number }[]).map((l) => String(l.id))
    const day = same.slice(0, 10)
    for (const query of [
      '',
      'name=souza',
      'name=souza%20lima',
      'title=OR%C3%87AMENTO',
      'email=exemplo.com',
      `createdFrom=${day}&createdTo=${day}`,
      `updatedFrom=${new Date().toISOString().slice(0, 10)}`,
      'status=inactive',
      'classification=hot',
      'module=newsletter',
      'newsletter=active',
      'name=nobody',
    ]) {
      const ids = (await exported(query)).map((row) => row[0])
      // The list leaves the order of equal creation times to the database; the export is newest first, then by id.
      expect([...ids].sort(), query || 'no filter').toEqual((await listed(query)).sort())
    }
    const all = await exported('')
    const order = all.map((row) => [row[10]!, Number(row[0])] as const)
    expect(order).toEqual([...order].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]))
    expect(await exported('name=souza')).toHaveLength(3) // the inactive one counts, as in the list
  })
})
