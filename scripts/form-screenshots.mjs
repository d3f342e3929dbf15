// node scripts/form-screenshots.mjs [base URL]: a built form (issue #65) in /cms's form editor, and on
// a page at desktop and phone widths (with its errors shown), from a running server with the demo
// content (README's admin), into docs/screenshots/. Chromium from the system, as the tests use it.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = 'docs/screenshots'
mkdirSync(out, { recursive: true })
const admin = { email: 'admin@example.com', password: 'Admin@12345' }

const { token } = await (
  await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
).json()
const cms = async (method, path, body) => {
  const res = await fetch(`${base}/cms-api${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`)
  return json.doc ?? json
}
const paragraph = (text) => ({
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

const form = await cms('POST', '/forms?locale=pt-BR', {
  title: 'Trabalhe conosco',
  submitButtonLabel: 'Enviar candidatura',
  confirmationType: 'message',
  confirmationMessage: paragraph('Recebemos sua candidatura. Respondemos em até cinco dias úteis.'),
  retentionMonths: 12,
  fields: [
    { blockType: 'text', name: 'name', label: 'Nome completo', required: true },
    { blockType: 'email', name: 'email', label: 'E-mail', required: true, help: 'Usamos este endereço só para falar da vaga' },
    { blockType: 'phone', name: 'phone', label: 'Telefone' },
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
      label: 'Trabalho remoto?',
      required: true,
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
        { label: 'Atendimento', value: 'service' },
      ],
    },
    { blockType: 'number', name: 'years', label: 'Anos de experiência', min: 0, max: 60 },
    { blockType: 'textarea', name: 'about', label: 'Conte sobre você' },
    { blockType: 'file', name: 'cv', label: 'Currículo', required: true, accept: ['pdf', 'document'], maxMb: 5 },
    { blockType: 'consent', name: 'lgpd', text: 'Autorizo o uso dos meus dados neste processo seletivo.', required: true },
  ],
})
await cms('POST', '/pages?locale=pt-BR', {
  title: 'Trabalhe conosco',
  slug: `trabalhe-conosco-${form.id}`,
  _status: 'published',
  layout: [{ blockType: 'form', form: form.id, heading: 'Venha trabalhar com a gente', lead: 'Buscamos gente que gosta de resolver problemas.' }],
})

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const [name, width] of [
  ['form-on-page-desktop', 1280],
  ['form-on-page-phone', 375],
]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR' })
  await page.goto(`${base}/trabalhe-conosco-${form.id}`)
  const built = page.getByTestId('built-form')
  await page.getByRole('button', { name: 'Somente essenciais' }).click()
  await built.getByRole('button', { name: 'Enviar candidatura' }).click()
  await built.getByText('Campo obrigatório').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('[data-testid="built-form"][aria-busy="true"]'))
  await page.waitForTimeout(500) // the overlay's fade
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true })
  await page.close()
}
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
await page.goto(`${base}/cms/login`)
await page.locator('input[name="email"]').fill(admin.email)
await page.locator('input[name="password"]').fill(admin.password)
await page.locator('button[type="submit"]').click()
await page.waitForURL(/\/cms(?!\/login)/)
await page.goto(`${base}/cms/collections/forms/${form.id}`)
await page.locator('#field-title').waitFor()
await page.waitForLoadState('networkidle')
await page.screenshot({ path: `${out}/form-editor-cms.png`, fullPage: true })
await browser.close()
console.log(`screenshots written to ${out}/`)
