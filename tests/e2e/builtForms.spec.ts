import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, signIn } from './helpers'

/**
 * A form staff built, placed on a page (issue #65): a visitor fills it in with a script (a
 * conditional field appears when its condition holds, errors show by each field) and without one
 * (a plain post; the error comes back beside its field with what was typed), in two languages,
 * and staff find each submission with the language it was sent in.
 */
const SLUG = 'inscricao-evento-e2e'
const INVALID_EMAIL = 'Invalid e-mail'

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', text, version: 1, detail: 0, format: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

async function cms<T>(request: APIRequestContext, token: string, method: 'post' | 'patch' | 'get', url: string, data?: unknown): Promise<T> {
  const response = await request[method](`/cms-api${url}`, { headers: { authorization: `JWT ${token}` }, ...(data ? { data } : {}) })
  expect(response.status(), await response.text()).toBeLessThan(300)
  const json = (await response.json()) as { doc?: T } & T
  return json.doc ?? json
}

type FormDoc = { id: number; fields: { id: string; blockType: string; options?: { id: string; value: string }[] }[] }

async function eventPage(request: APIRequestContext) {
  const token = await adminToken(request)
  const form = await cms<FormDoc>(request, token, 'post', '/forms?locale=pt-BR', {
    title: 'Inscrição no encontro',
    submitButtonLabel: 'Inscrever-me',
    confirmationType: 'message',
    confirmationMessage: paragraph('Inscrição recebida. Até lá!'),
    fields: [
      { blockType: 'text', name: 'name', label: 'Nome completo', required: true },
      { blockType: 'email', name: 'email', label: 'E-mail', required: true, help: 'Enviamos o convite para este endereço' },
      { blockType: 'phone', name: 'phone', label: 'Telefone' },
      { blockType: 'number', name: 'guests', label: 'Acompanhantes', min: 0, max: 3 },
      { blockType: 'date', name: 'day', label: 'Dia preferido' },
      {
        blockType: 'select',
        name: 'track',
        label: 'Trilha',
        required: true,
        options: [
          { label: 'Gestão', value: 'management' },
          { label: 'Tecnologia', value: 'tech' },
        ],
      },
      {
        blockType: 'radio',
        name: 'online',
        label: 'Participa on-line?',
        required: true,
        options: [
          { label: 'Sim', value: 'yes' },
          { label: 'Não', value: 'no' },
        ],
      },
      { blockType: 'text', name: 'city', label: 'Cidade de origem', required: true, showWhen: { field: 'online', equals: 'no' } },
      {
        blockType: 'checkboxes',
        name: 'topics',
        label: 'Temas de interesse',
        options: [
          { label: 'Fiscal', value: 'tax' },
          { label: 'Estoque', value: 'stock' },
        ],
      },
      { blockType: 'message', message: paragraph('Conte o que espera do encontro.') },
      { blockType: 'textarea', name: 'notes', label: 'Observações' },
      { blockType: 'checkbox', name: 'news', label: 'Quero receber novidades' },
      { blockType: 'consent', name: 'lgpd', text: 'Autorizo o uso dos meus dados para a organização do evento.', required: true },
    ],
  })
  const english: Record<string, string> = {
    name: 'Full name',
    email: 'E-mail',
    online: 'Joining online?',
    city: 'Home town',
    lgpd: 'I allow my data to be used to organise the event.',
  }
  await cms(request, token, 'patch', `/forms/${form.id}?locale=en`, {
    title: 'Meet-up sign-up',
    submitButtonLabel: 'Sign me up',
    confirmationMessage: paragraph('Sign-up received. See you there!'),
    fields: form.fields.map((row, i) => {
      const name = ['name', 'email', 'phone', 'guests', 'day', 'track', 'online', 'city', 'topics', '', 'notes', 'news', 'lgpd'][i]!
      const text = english[name]
      if (!text) return row
      return row.blockType === 'consent' ? { ...row, text } : { ...row, label: text }
    }),
  })
  await placeOnPage(request, token, { slug: SLUG, title: 'Encontro de clientes' }, { blockType: 'form', form: form.id, heading: 'Garanta sua vaga' })
  return { token, formId: form.id }
}

/** The page at `slug`, published with the one block (created the first time, its layout replaced after). */
async function placeOnPage(request: APIRequestContext, token: string, page: { slug: string; title: string }, block: Record<string, unknown>) {
  const existing = await cms<{ docs: { id: number }[] }>(request, token, 'get', `/pages?where[slug][equals]=${page.slug}&depth=0`)
  const data = { layout: [block], _status: 'published' }
  if (!existing.docs.length) await cms(request, token, 'post', '/pages?locale=pt-BR', { ...page, ...data })
  else await cms(request, token, 'patch', `/pages/${existing.docs[0]!.id}?locale=pt-BR`, data)
}

type Submission = { values: Record<string, unknown>; language: string; consents: { text: string }[] }
const submissionsOf = async (request: APIRequestContext, token: string, formId: number) =>
  (await cms<{ docs: Submission[] }>(request, token, 'get', `/form-submissions?where[form][equals]=${formId}&depth=0&limit=10`)).docs

test('a visitor fills in a built form with a script: a conditional field appears, errors show, the sign-up is stored once', async ({ page, request }) => {
  const { token, formId } = await eventPage(request)
  await page.goto(`/${SLUG}`)
  const form = page.getByTestId('built-form')
  await expect(page.getByRole('heading', { name: 'Garanta sua vaga' })).toBeVisible()
  // The page's scripts wake on the first touch: from then on a conditional field shows only while its condition holds.
  await form.getByLabel('Nome completo').fill('Clara')
  await expect(form.getByLabel('Cidade de origem')).toHaveCount(0)
  await form.getByLabel('Nome completo').fill('')
  await form.getByRole('button', { name: 'Inscrever-me' }).click()
  await expect(form.getByText('Campo obrigatório').first()).toBeVisible()
  await expect(form.getByText('É preciso aceitar para enviar')).toBeVisible()

  await form.getByLabel('Nome completo').fill('Clara Nunes')
  await form.getByLabel('E-mail').fill('clara@example.com')
  await form.getByLabel('Acompanhantes (opcional)').fill('2')
  await form.getByLabel('Trilha').selectOption('tech')
  await form.getByLabel('Não').check()
  await expect(form.getByLabel('Cidade de origem')).toBeVisible()
  await form.getByLabel('Cidade de origem').fill('Campinas')
  await form.getByLabel('Fiscal').check()
  await form.getByLabel('Estoque').check()
  await form.getByLabel('Autorizo o uso dos meus dados para a organização do evento.').check()
  await form.getByRole('button', { name: 'Inscrever-me' }).click()
  await expect(page.getByText('Inscrição recebida. Até lá!')).toBeVisible()

  const stored = (await submissionsOf(request, token, formId)).filter((s) => s.values.email === 'clara@example.com')
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    language: 'pt-BR',
    values: { name: 'Clara Nunes', guests: 2, track: 'tech', online: 'no', city: 'Campinas', topics: ['tax', 'stock'], lgpd: true },
    consents: [{ text: 'Autorizo o uso dos meus dados para a organização do evento.' }],
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor signs up in English with a plain post: the error comes back by its field with what was typed', async ({ page, request }) => {
    const { token, formId } = await eventPage(request)
    await page.goto(`/${SLUG}?lang=en`)
    const form = page.getByTestId('built-form')
    // Without a script every field shows; a conditional one says when to answer it.
    await expect(form.getByLabel('Home town')).toBeVisible()
    await form.getByLabel('Full name').fill('Jean Pierre')
    await form.getByLabel('E-mail').fill('jean@')
    await form.getByLabel('Trilha').selectOption('management')
    await form.getByLabel('Sim').check()
    await form.getByLabel('I allow my data to be used to organise the event.').check()
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(form.getByText(INVALID_EMAIL)).toBeVisible()
    await expect(form.getByLabel('Full name')).toHaveValue('Jean Pierre')
    await form.getByLabel('E-mail').fill('jean@example.com')
    await form.getByLabel('I allow my data to be used to organise the event.').check()
    await form.getByLabel('Sim').check()
    await form.getByLabel('Trilha').selectOption('management')
    await form.getByRole('button', { name: 'Sign me up' }).click()
    await expect(page.getByText('Sign-up received. See you there!')).toBeVisible()
    const stored = (await submissionsOf(request, token, formId)).filter((s) => s.values.email === 'jean@example.com')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ language: 'en', values: { online: 'yes' }, consents: [{ text: 'I allow my data to be used to organise the event.' }] })
  })
})

test('staff find a submission beside the messages, open it with every field by its label and its consent, and delete it', async ({ page, request }) => {
  const { formId } = await eventPage(request)
  const sent = await request.post(`/api/forms/${formId}/submissions`, {
    headers: { 'accept-language': 'pt-BR' },
    data: { values: { name: 'Davi Rocha', email: 'davi@example.com', track: 'management', online: 'yes', topics: ['tax'], lgpd: 'on' } },
  })
  expect(sent.status()).toBe(201)
  await signIn(page)
  await page.goto('/admin/message-received')
  const panel = page.getByRole('region', { name: 'Envios dos formulários' })
  await panel.getByLabel('Formulário').selectOption(String(formId))
  // Found by a word of its values, accents aside; a word nobody sent empties the list.
  await panel.getByLabel('Buscar').fill('xyzzy')
  await expect(panel.getByRole('button', { name: /^Abrir o envio de/ })).toHaveCount(0)
  await panel.getByLabel('Buscar').fill('davi rocha')
  await expect(panel.getByRole('button', { name: /^Abrir o envio de/ })).toHaveCount(1)
  await panel
    .getByRole('button', { name: /^Abrir o envio de/ })
    .first()
    .click()
  const detail = page.getByRole('region', { name: 'Envio', exact: true })
  await expect(detail.getByText('Davi Rocha')).toBeVisible()
  await expect(detail.getByText('Fiscal')).toBeVisible()
  await expect(detail.getByRole('listitem').filter({ hasText: 'Autorizo o uso dos meus dados para a organização do evento.' })).toBeVisible()
  await detail.getByRole('button', { name: 'Excluir' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Confirmar|Excluir/ })
    .click()
  await expect(detail).toHaveCount(0)
})

/** A job application with a CV (issue #65): the file field, a PDF only, up to 1 MB. */
const JOB_SLUG = 'trabalhe-conosco-e2e'
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
)
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
)

async function jobPage(request: APIRequestContext) {
  const token = await adminToken(request)
  const form = await cms<FormDoc>(request, token, 'post', '/forms?locale=pt-BR', {
    title: 'Candidatura',
    submitButtonLabel: 'Candidatar-me',
    confirmationType: 'message',
    confirmationMessage: paragraph('Candidatura recebida. Boa sorte!'),
    fields: [
      { blockType: 'text', name: 'name', label: 'Seu nome', required: true },
      { blockType: 'file', name: 'cv', label: 'Currículo', required: true, accept: ['pdf'], maxMb: 1 },
    ],
  })
  await placeOnPage(request, token, { slug: JOB_SLUG, title: 'Trabalhe conosco' }, { blockType: 'form', form: form.id })
  return { token, formId: form.id }
}

test('a visitor applies with a CV: a picture named .pdf is refused by its content, the PDF is stored, and staff download it', async ({ page, request }) => {
  const { token, formId } = await jobPage(request)
  await page.goto(`/${JOB_SLUG}`)
  const form = page.getByTestId('built-form')
  await expect(form.getByText('PDF, até 1 MB.')).toBeVisible()
  await form.getByLabel('Seu nome').fill('Rita Lee')
  await form.getByLabel('Currículo').setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: PNG })
  await form.getByRole('button', { name: 'Candidatar-me' }).click()
  await expect(form.getByText('Este tipo de arquivo não é aceito aqui.')).toBeVisible()
  await form.getByLabel('Currículo').setInputFiles({ name: 'Currículo Rita.pdf', mimeType: 'application/pdf', buffer: PDF })
  await form.getByRole('button', { name: 'Candidatar-me' }).click()
  await expect(page.getByText('Candidatura recebida. Boa sorte!')).toBeVisible()
  const stored = await submissionsOf(request, token, formId)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.values).toEqual({ name: 'Rita Lee', cv: 'Currículo Rita.pdf' })

  await signIn(page)
  await page.goto('/admin/message-received')
  const panel = page.getByRole('region', { name: 'Envios dos formulários' })
  await panel.getByLabel('Formulário').selectOption(String(formId))
  await panel
    .getByRole('button', { name: /^Abrir o envio de/ })
    .first()
    .click()
  const detail = page.getByRole('region', { name: 'Envio', exact: true })
  const downloading = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Baixar Currículo Rita.pdf' }).click()
  const file = await downloading
  expect(file.suggestedFilename()).toBe('Currículo Rita.pdf')
  const { readFile } = await import('node:fs/promises')
  expect((await readFile((await file.path())!)).equals(PDF)).toBe(true)
})

test.describe('a CV without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a plain multipart post: a wrong file comes back as its field error with the name kept, a PDF is kept across a refusal and stored', async ({
    page,
    request,
  }) => {
    const { token, formId } = await jobPage(request)
    await page.goto(`/${JOB_SLUG}`)
    const form = page.getByTestId('built-form')
    await form.getByLabel('Seu nome').fill('Gal Costa')
    await form.getByLabel('Currículo').setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: PNG })
    await form.getByRole('button', { name: 'Candidatar-me' }).click()
    await expect(form.getByText('Este tipo de arquivo não é aceito aqui.')).toBeVisible()
    await expect(form.getByLabel('Seu nome')).toHaveValue('Gal Costa')
    // The PDF is taken, but the name is missing: the file is kept for the next post, which need not choose it again.
    await form.getByLabel('Seu nome').fill('')
    await form.getByLabel('Currículo').setInputFiles({ name: 'cv-gal.pdf', mimeType: 'application/pdf', buffer: PDF })
    await form.getByRole('button', { name: 'Candidatar-me' }).click()
    await expect(form.getByText('Campo obrigatório')).toBeVisible()
    await expect(form.getByText('Já recebemos um arquivo para este campo')).toBeVisible()
    await form.getByLabel('Seu nome').fill('Gal Costa')
    await form.getByRole('button', { name: 'Candidatar-me' }).click()
    await expect(page.getByText('Candidatura recebida. Boa sorte!')).toBeVisible()
    const stored = await submissionsOf(request, token, formId)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.values).toEqual({ name: 'Gal Costa', cv: 'cv-gal.pdf' })
  })
})
