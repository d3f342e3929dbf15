// On every database: a form's block tables per language, the submission's JSON values and its unique fingerprint under a race are SQL that differs per database.
import type { RequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSubmissions } from '../../services/forms/submissions'
import { FORM_STATE_HEADER, parseFormState } from '../../domain/siteForms'
import { translatorFor } from '../../locales/i18n'
import { startTestServer, type TestServer } from '../helpers/boot'
import { cmsApi } from '../helpers/cmsApi'

const sys = { overrideAccess: true } as const

let rendered: { state: string | undefined }[] = []
const fakeNext: RequestHandler = (req, res) => {
  rendered.push({ state: req.headers[FORM_STATE_HEADER] as string | undefined })
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  res.end('<html><body>page</body></html>')
}

const paragraph = (text: string) => ({
  root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text, version: 1 }] }] },
})

/** A job application with every kind of field, written in pt-BR and in English. */
const FIELDS_PT = [
  { blockType: 'text', name: 'name', label: 'Nome', required: true, help: 'Como consta no documento' },
  { blockType: 'email', name: 'email', label: 'E-mail', required: true },
  { blockType: 'phone', name: 'phone', label: 'Telefone' },
  { blockType: 'number', name: 'years', label: 'Anos de experiência', min: 0, max: 60 },
  { blockType: 'date', name: 'start', label: 'Início possível' },
  {
    blockType: 'select',
    name: 'role',
    label: 'Vaga',
    required: true,
    options: [
      { label: 'Suporte', value: 'support' },
      { label: 'Vendas', value: 'sales' },
    ],
  },
  {
    blockType: 'radio',
    name: 'remote',
    label: 'Remoto?',
    options: [
      { label: 'Sim', value: 'yes' },
      { label: 'Não', value: 'no' },
    ],
  },
  { blockType: 'text', name: 'city', label: 'Cidade', required: true, showWhen: { field: 'remote', equals: 'no' } },
  {
    blockType: 'checkboxes',
    name: 'skills',
    label: 'Conhecimentos',
    options: [
      { label: 'SQL', value: 'sql' },
      { label: 'Redes', value: 'net' },
    ],
  },
  { blockType: 'message', message: paragraph('Conte um pouco sobre você.') },
  { blockType: 'textarea', name: 'about', label: 'Sobre você' },
  { blockType: 'checkbox', name: 'newsletter', label: 'Quero receber novidades' },
  { blockType: 'consent', name: 'lgpd', text: 'Autorizo o uso dos meus dados para este processo seletivo.', required: true },
]

describe('forms staff build (issue #65)', () => {
  let server: TestServer
  let formId: number | string
  let redirectingId: number | string
  beforeAll(async () => {
    server = await startTestServer({ fallback: fakeNext })
    const form = await server.payload.create({
      collection: 'forms',
      locale: 'pt-BR',
      data: { title: 'Trabalhe conosco', fields: FIELDS_PT, confirmationType: 'message', confirmationMessage: paragraph('Recebemos!') } as never,
      ...sys,
    })
    formId = form.id
    // The English texts of the same fields (the structure is one for every language).
    const rows = (form as unknown as { fields: { id: string; blockType: string; options?: { id: string }[] }[] }).fields
    const en: Record<string, string> = { name: 'Name', email: 'E-mail', role: 'Position', lgpd: 'I allow my data to be used for this application.' }
    await server.payload.update({
      collection: 'forms',
      id: formId,
      locale: 'en',
      data: {
        title: 'Work with us',
        fields: rows.map((row, i) => {
          const name = (FIELDS_PT[i] as { name?: string }).name ?? ''
          const text = en[name]
          return { ...row, ...(text ? (row.blockType === 'consent' ? { text } : { label: text }) : {}) }
        }),
      } as never,
      ...sys,
    })
    const redirecting = await server.payload.create({
      collection: 'forms',
      data: {
        title: 'Inscrição',
        fields: [{ blockType: 'email', name: 'email', label: 'E-mail', required: true }],
        confirmationType: 'redirect',
        redirect: { url: '/obrigado' },
      } as never,
      ...sys,
    })
    redirectingId = redirecting.id
  })
  afterAll(async () => server?.close())

  const submit = (id: number | string, body: unknown, language = 'pt-BR') =>
    fetch(`${server.url}/api/forms/${id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    })
  const submissions = async (id: number | string) =>
    (await server.payload.find({ collection: 'form-submissions', where: { form: { equals: id } }, limit: 50, depth: 0, ...sys })).docs as unknown as {
      id: number
      values: Record<string, unknown>
      consents: { field: string; text: string }[]
      language: string
      page: string | null
      submissionData: { field: string; value: string }[]
    }[]

  it('refuses duplicate names, reserved names and a condition on no earlier field, in every door', async () => {
    const attempt = (fields: unknown[]) =>
      server.payload.create({ collection: 'forms', data: { title: 'X', fields, confirmationMessage: paragraph('ok') } as never, ...sys })
    await expect(
      attempt([
        { blockType: 'text', name: 'a' },
        { blockType: 'email', name: 'a' },
      ]),
    ).rejects.toThrow(/fields\.1\.name|a/)
    await expect(attempt([{ blockType: 'text', name: 'website' }])).rejects.toThrow()
    await expect(
      attempt([
        { blockType: 'text', name: 'a', showWhen: { field: 'b', equals: 'x' } },
        { blockType: 'text', name: 'b' },
      ]),
    ).rejects.toThrow()
    await expect(attempt([{ blockType: 'text', name: 'Not A Name' }])).rejects.toThrow()
  })

  it('checks each field with the rules the browser shows, in the caller language, and stores nothing refused', async () => {
    const res = await submit(formId, { values: { email: 'no-at-sign', years: '99', role: 'ceo', phone: 'call me' } }, 'en')
    expect(res.status).toBe(400)
    const body = await res.json()
    const t = translatorFor('en')
    const errors = Object.fromEntries((body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]))
    expect(errors).toMatchObject({
      name: t('api.fieldRequired'),
      email: t('api.invalidEmail'),
      years: t('api.numberTooLarge'),
      role: t('api.invalidChoice'),
      phone: t('api.invalidPhone'),
      lgpd: t('api.consentRequired'),
    })
    // A field shown only when "remote" is "no" is not asked for otherwise.
    expect(errors.city).toBeUndefined()
    expect(await submissions(formId)).toHaveLength(0)
    // A name the form does not have is refused, as the contract refuses unknown fields.
    const unknown = await submit(formId, { values: { name: 'A', email: 'a@example.com', role: 'sales', lgpd: 'on', salary: '1' } })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors).toEqual([expect.objectContaining({ field: 'salary' })])
  })

  it('asks for a conditional field only when its condition holds', async () => {
    const res = await submit(formId, { values: { name: 'Rui', email: 'rui@example.com', role: 'sales', remote: 'no', lgpd: 'on' } })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([expect.objectContaining({ field: 'city' })])
  })

  it('stores the values as checked, each consent with the text the visitor saw in their language, once for a repeated post', async () => {
    const values = {
      name: ' Ana Souza ',
      email: 'Ana@Example.com',
      phone: '+55 (11) 99999-0000',
      years: '7',
      start: '2027-02-01',
      role: 'support',
      remote: 'yes',
      city: 'ignored: remote is yes',
      skills: ['sql', 'net'],
      about: 'Gosto de resolver problemas.',
      newsletter: 'on',
      lgpd: 'on',
    }
    const first = await submit(formId, { values, page: '/trabalhe-conosco' }, 'en')
    expect(first.status).toBe(201)
    const answer = await first.json()
    expect(answer).toMatchObject({ message: translatorFor('en')('api.formSent'), data: { redirect: null } })
    const again = await submit(formId, { values, page: '/trabalhe-conosco' }, 'en')
    expect(again.status).toBe(200)
    expect((await again.json()).data.id).toBe(answer.data.id)

    const stored = await submissions(formId)
    expect(stored).toHaveLength(1)
    const [row] = stored
    expect(row!.values).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+55 (11) 99999-0000',
      years: 7,
      start: '2027-02-01',
      role: 'support',
      remote: 'yes',
      skills: ['sql', 'net'],
      about: 'Gosto de resolver problemas.',
      newsletter: true,
      lgpd: true,
    })
    expect(row!.language).toBe('en')
    expect(row!.page).toBe('/trabalhe-conosco')
    expect(row!.consents).toEqual([expect.objectContaining({ field: 'lgpd', text: 'I allow my data to be used for this application.' })])
    expect(row!.submissionData).toContainEqual(expect.objectContaining({ field: 'skills', value: 'sql, net' }))

    // Staff's search (issue #65, item 3) is the database's own comparison: every word, case and accents aside.
    const search = (words: string) => listSubmissions({ payload: server.payload, user: null }, String(formId), { page: 1, limit: 10, search: words })
    expect((await search('SOUZA problemas')).data.map((s) => s.id)).toEqual([row!.id])
    expect((await search('souza')).meta.total).toBe(1)
    expect((await search('souza lisboa')).meta.total).toBe(0)
  })

  it('stores one submission when the same post arrives twice at once', async () => {
    const values = { email: `race${Date.now()}@example.com` }
    const answers = await Promise.all([submit(redirectingId, { values }), submit(redirectingId, { values })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
    const ids = await Promise.all(answers.map(async (a) => (await a.json()).data.id))
    expect(ids[0]).toBe(ids[1])
    expect((await submissions(redirectingId)).filter((s) => s.values.email === values.email)).toHaveLength(1)
  })

  it('answers a filled honeypot as accepted and stores nothing; an unknown form is a 404', async () => {
    const before = (await submissions(redirectingId)).length
    const bot = await submit(redirectingId, { values: { email: 'bot@example.com' }, website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect((await submissions(redirectingId)).length).toBe(before)
    const missing = await submit(999_999, { values: {} })
    expect(missing.status).toBe(404)
    expect((await missing.json()).message).toBe(translatorFor('pt-BR')('api.formNotFound'))
  })

  it('without JavaScript: a plain post with a group of boxes keeps what was typed on a refusal, and follows the redirect on success', async () => {
    const post = (path: string, body: string) =>
      fetch(server.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body,
      })
    rendered = []
    const refused = await post(
      '/trabalhe-conosco',
      new URLSearchParams([
        ['_route', 'formSubmit'],
        ['_form', 'built-form-0'],
        ['_doc', String(formId)],
        ['name', 'Bia'],
        ['email', 'bia@'],
        ['skills', 'sql'],
        ['skills', 'net'],
      ]).toString(),
    )
    expect(refused.status).toBe(400)
    const state = parseFormState(rendered[0]?.state)
    expect(state?.outcome).toBe('refused')
    if (state?.outcome !== 'refused') return
    expect(state.values).toMatchObject({ name: 'Bia', email: 'bia@', skills: 'sql\nnet' })
    expect(state.errors.email).toBe(translatorFor('pt-BR')('api.invalidEmail'))

    const sent = await post(
      '/inscricao',
      new URLSearchParams({ _route: 'formSubmit', _form: 'built-form-0', _doc: String(redirectingId), email: 'sem-js@example.com' }).toString(),
    )
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/obrigado')
    const [row] = (await submissions(redirectingId)).filter((s) => s.values.email === 'sem-js@example.com')
    expect(row?.page).toBe('/inscricao')
  })

  it('lets nobody create, read or change submissions through /cms-api without the messages screen', async () => {
    const create = await cmsApi(server, 'POST', '/form-submissions', { body: { form: formId, submissionData: [{ field: 'email', value: 'x@example.com' }] } })
    expect(create.status).toBe(403)
    expect((await cmsApi(server, 'GET', '/form-submissions')).status).toBe(403)
    // Forms are read by staff only: their e-mail recipients are nobody else's business.
    expect((await cmsApi(server, 'GET', `/forms/${formId}`)).status).toBe(403)
    expect((await cmsApi(server, 'PATCH', `/forms/${formId}`, { body: { title: 'Tomado' } })).status).toBe(403)
  })
})
