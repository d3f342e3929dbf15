import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { adminToken, seriousViolations, signIn } from './helpers'

/**
 * A page built from every block, in two languages (issue #43, item 2), as a visitor meets it: at
 * its own address, in pt-BR and in English, valid and accessible, its forms working; and as staff
 * meet it in the back-office's Pages screen, where it is unpublished and published again.
 */
const SLUG = 'quem-somos-e2e'

async function cms<T>(request: APIRequestContext, token: string, method: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const response = await request[method](`/cms-api${url}`, { headers: { authorization: `JWT ${token}` }, data })
  expect(response.status(), await response.text()).toBeLessThan(300)
  return ((await response.json()) as { doc: T }).doc
}

async function everyBlockPage(request: APIRequestContext) {
  const token = await adminToken(request)
  const media = (await (await request.get('/cms-api/media?limit=1&depth=0', { headers: { authorization: `JWT ${token}` } })).json()) as {
    docs: { id: number }[]
  }
  const image = media.docs[0]!.id
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
  type Doc = { id: number; layout: Array<Record<string, unknown> & { id: string; blockType: string }> }
  const page = await cms<Doc>(request, token, 'post', '/pages?locale=pt-BR', {
    title: 'Quem somos',
    slug: SLUG,
    _status: 'published',
    seo: { description: 'A empresa por trás do RC Sistemas.' },
    layout: [
      {
        blockType: 'hero',
        heading: 'Feitos para empresas que crescem',
        lead: 'Há vinte anos ao lado de quem empreende.',
        image,
        imageAlt: 'Equipe reunida',
        buttons: [{ label: 'Fale conosco', url: '/contact', style: 'primary' }],
      },
      { blockType: 'richText', content: paragraph('Nossa história começou numa pequena sala.') },
      { blockType: 'image', image, imageAlt: 'Nosso escritório', caption: 'O escritório em 2026' },
      {
        blockType: 'features',
        heading: 'O que nos move',
        items: [
          { title: 'Clareza', text: 'Números que qualquer um entende.' },
          { title: 'Suporte', text: 'Gente de verdade do outro lado.' },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Vamos conversar?',
        text: 'Mostramos o sistema em meia hora.',
        buttonLabel: 'Agendar demonstração',
        buttonUrl: '/rc-sistemI',
      },
      { blockType: 'faqList', heading: 'Dúvidas sobre o RC Sistema I', product: 'rc-sistemI' },
      { blockType: 'latestArticles', heading: 'Do nosso blog', count: 3 },
      { blockType: 'contactForm', heading: 'Escreva para nós' },
      { blockType: 'newsletterForm', heading: 'Receba as novidades' },
      {
        blockType: 'demoRequest',
        heading: 'Peça uma demonstração',
        text: 'Em dois passos.',
        steps: [{ step: 'Conte sobre a sua empresa.' }, { step: 'Mostramos o sistema com os seus dados.' }],
        buttonLabel: 'Quero uma demonstração',
        subject: 'Demonstração (Quem somos)',
      },
    ],
  })
  const english: Record<string, Record<string, unknown>> = {
    hero: { heading: 'Built for growing companies', lead: 'Twenty years beside people who build businesses.', imageAlt: 'The team together' },
    richText: { content: paragraph('Our story began in a small room.') },
    image: { imageAlt: 'Our office', caption: 'The office in 2026' },
    features: { heading: 'What drives us' },
    callToAction: { heading: 'Shall we talk?', text: 'We show the system in half an hour.', buttonLabel: 'Book a demo' },
    faqList: { heading: 'Questions about RC Sistema I' },
    latestArticles: { heading: 'From our blog' },
    contactForm: { heading: 'Write to us' },
    newsletterForm: { heading: 'Get the news' },
    demoRequest: { heading: 'Ask for a demo', text: 'In two steps.', buttonLabel: 'I want a demo' },
  }
  await cms(request, token, 'patch', `/pages/${page.id}?locale=en`, {
    title: 'About us',
    _status: 'published',
    layout: page.layout.map((block) => ({
      ...block,
      ...english[block.blockType],
      ...(block.blockType === 'hero' ? { buttons: [{ ...(block.buttons as object[])[0], label: 'Talk to us' }] } : {}),
      ...(block.blockType === 'demoRequest'
        ? { steps: (block.steps as object[]).map((row, i) => ({ ...row, step: ['Tell us about your company.', 'We show the system with your data.'][i] })) }
        : {}),
      ...(block.blockType === 'features'
        ? {
            items: (block.items as object[]).map((item, i) => ({
              ...item,
              title: ['Clarity', 'Support'][i],
              text: ['Numbers anyone understands.', 'Real people on the other side.'][i],
            })),
          }
        : {}),
    })),
  })
  return page.id
}

test.describe.serial('a page built from blocks', () => {
  test('shows every block at its address in pt-BR and English, valid, accessible, with forms that work', async ({ page, request }) => {
    test.setTimeout(120_000)
    await everyBlockPage(request)
    await page.goto(`/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Feitos para empresas que crescem' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Fale conosco', exact: true })).toHaveAttribute('href', '/contact')
    await expect(page.getByText('Nossa história começou numa pequena sala.')).toBeVisible()
    await expect(page.getByText('O escritório em 2026')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'O que nos move' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Agendar demonstração' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dúvidas sobre o RC Sistema I' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Do nosso blog' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Escreva para nós' })).toBeVisible()
    await expect(page.getByText(/Última atualização/)).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Mostramos o sistema com os seus dados.' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    // The demo request keeps the product's terms dialog, and goes to the contact form with the block's subject.
    await page.getByRole('link', { name: 'Quero uma demonstração' }).click()
    const dialog = page.getByRole('dialog', { name: 'Termos de uso: Demonstração (Quem somos)' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('Li e aceito os termos').check()
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByLabel('Assunto')).toHaveValue('Demonstração (Quem somos)')

    await page.goto(`/${SLUG}?lang=en`)
    await expect(page.getByRole('heading', { level: 1, name: 'Built for growing companies' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Talk to us', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Clarity' })).toBeVisible()
    await expect(page.getByText(/not translated/)).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    // French was never written: the pt-BR text, marked as such, with a note in French.
    await page.goto(`/${SLUG}?lang=fr`)
    await expect(page.getByText(/pas encore traduite/)).toBeVisible()
    await expect(page.getByRole('main')).toHaveAttribute('lang', 'pt-BR')

    // The page's newsletter form signs up without JavaScript too (it posts to the page it is on).
    const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL })
    const bare = await noScript.newPage()
    await bare.goto(`/${SLUG}`)
    const form = bare.getByRole('region', { name: 'Receba as novidades' }).getByTestId('newsletter-form')
    await form.getByLabel('Seu e-mail').fill(`pagina${Date.now()}@example.com`)
    await form.getByRole('button', { name: 'Assinar' }).click()
    await expect(bare.getByText('Pronto! Você assinou a nossa newsletter.')).toBeVisible()
    expect(new URL(bare.url()).pathname).toBe(`/${SLUG}`)
    // Its demo request, without JavaScript: the same terms as a plain form on the page itself.
    await bare.goto(`/${SLUG}`)
    await bare.getByRole('link', { name: 'Quero uma demonstração' }).click()
    const terms = bare.locator('form#terms')
    await expect(terms.getByRole('heading', { name: 'Termos de uso: Demonstração (Quem somos)' })).toBeVisible()
    await terms.getByLabel('Li e aceito os termos').check()
    await terms.getByRole('button', { name: 'Continuar' }).click()
    await expect(bare.getByLabel('Assunto')).toHaveValue('Demonstração (Quem somos)')
    await noScript.close()

    // The sitemap lists it, with its English address.
    const sitemap = await (await request.get('/sitemap-pages.xml')).text()
    expect(sitemap).toContain(`/${SLUG}</loc>`)
    expect(sitemap).toContain(`/${SLUG}?lang=en`)

    // Valid HTML in both languages (the Nu HTML Checker, as every public page).
    const folder = mkdtempSync(path.join(tmpdir(), 'vnu-page-'))
    try {
      const files = []
      for (const lang of ['pt-BR', 'en']) {
        const file = path.join(folder, `${lang}.html`)
        writeFileSync(file, await (await request.get(`/${SLUG}?lang=${lang}`)).text())
        files.push(file)
      }
      const checker = spawnSync('java', ['-jar', path.resolve('node_modules/vnu-jar/build/dist/vnu.jar'), '--errors-only', '--format', 'json', ...files], {
        encoding: 'utf8',
      })
      const report = JSON.parse(checker.stderr || checker.stdout || '{"messages":[]}') as { messages: { type: string; message: string; extract?: string }[] }
      expect(report.messages.filter((m) => m.type === 'error').map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  test('is listed in the back-office with its state and languages, and taken off the site and back from there', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page)
    await page.getByRole('link', { name: 'Páginas' }).click()
    await expect(page).toHaveURL(/\/admin\/pages$/)
    const row = page.getByRole('row').filter({ hasText: 'Quem somos' })
    await expect(row).toContainText(`/${SLUG}`)
    await expect(row).toContainText('Publicada')
    await expect(row).toContainText('pt-BR, en')
    await expect(row.getByRole('link', { name: 'Editar no editor de blocos: Quem somos' })).toHaveAttribute('href', /\/cms\/collections\/pages\/\d+$/)
    expect(await seriousViolations(page)).toEqual([])

    await row.getByRole('button', { name: 'Despublicar Quem somos' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(row).toContainText('Rascunho')
    expect((await page.request.get(`/${SLUG}`)).status()).toBe(404)
    await row.getByRole('button', { name: 'Publicar Quem somos' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(row).toContainText('Publicada')
    expect((await page.request.get(`/${SLUG}`)).status()).toBe(200)
  })

  test('shows a signed-in editor the newest draft at the page’s look, and nobody else', async ({ page, request, browser }) => {
    const token = await adminToken(request)
    const found = (await (await request.get(`/cms-api/pages?where[slug][equals]=${SLUG}&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as {
      docs: { id: number }[]
    }
    const id = found.docs[0]!.id
    await cms(request, token, 'patch', `/pages/${id}?locale=pt-BR&draft=true`, { title: 'Quem somos (rascunho)' })
    await signIn(page)
    await page.goto(`/page-preview/${id}`)
    await expect(page.getByRole('region', { name: 'Pré-visualização' })).toBeVisible()
    await expect(page.getByText('Feitos para empresas que crescem')).toBeVisible()
    expect(await (await page.request.get(`/${SLUG}`)).text()).not.toContain('rascunho')
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const anonymous = await stranger.newPage()
    const answer = await anonymous.goto(`/page-preview/${id}`)
    expect(answer?.status()).toBe(404)
    expect(answer?.headers()['cache-control']).toContain('no-store')
    await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(/não encontrada/i)
    expect(await anonymous.content()).not.toContain('Feitos para empresas que crescem')
    await stranger.close()
  })

  test('is written in /cms with Live Preview: the pane shows the draft at its public look and follows each save', async ({ page, request }) => {
    test.setTimeout(120_000) // a fresh server renders Payload's panel cold
    const token = await adminToken(request)
    const found = (await (await request.get(`/cms-api/pages?where[slug][equals]=${SLUG}&depth=0`, { headers: { authorization: `JWT ${token}` } })).json()) as {
      docs: { id: number }[]
    }
    const id = found.docs[0]!.id
    await signIn(page)
    await page.goto(`/cms/collections/pages/${id}`)
    await page.locator('#live-preview-toggler').click({ timeout: 60_000 })
    const pane = page.frameLocator('#live-preview-iframe')
    await expect(pane.getByRole('heading', { level: 1, name: 'Feitos para empresas que crescem' })).toBeVisible({ timeout: 30_000 })
    // The title is the breadcrumb's last item: typed in the panel, autosaved as a draft, shown in the pane.
    await page.locator('#field-title').fill('Quem somos, ao vivo')
    await expect(pane.getByRole('navigation').getByText('Quem somos, ao vivo')).toBeVisible({ timeout: 30_000 })
    expect(await (await page.request.get(`/${SLUG}`)).text()).not.toContain('ao vivo')
  })
})

test('the product landing page is a page marketing edits: its blocks, an edit published at /rc-sistemI, its demo request behind the terms', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const found = (await (
    await request.get('/cms-api/pages?where[path][equals]=/rc-sistemI&depth=0&locale=pt-BR', { headers: { authorization: `JWT ${token}` } })
  ).json()) as {
    docs: { id: number; layout: Array<Record<string, unknown> & { blockType: string }> }[]
  }
  expect(found.docs).toHaveLength(1)
  const landing = found.docs[0]!
  expect(landing.layout.map((b) => b.blockType)).toEqual(['hero', 'features', 'demoRequest'])
  const features = landing.layout[1]!
  try {
    await cms(request, token, 'patch', `/pages/${landing.id}?locale=pt-BR`, {
      _status: 'published',
      layout: landing.layout.map((b) => (b === features ? { ...b, heading: 'Tudo o que você recebe' } : b)),
    })
    await page.goto('/rc-sistemI')
    await expect(page.getByText('Sistema de gestão', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'RC Sistema I' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tudo o que você recebe' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible()
    // The hero's button and the demo request block both open the terms before the contact form.
    await expect(page.getByRole('link', { name: 'Solicitar demonstração' })).toHaveCount(2)
    await page.getByRole('link', { name: 'Solicitar demonstração' }).last().click()
    const dialog = page.getByRole('dialog', { name: 'Termos de uso: RC Sistema I' })
    await dialog.getByLabel('Li e aceito os termos').check()
    await dialog.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByLabel('Assunto')).toHaveValue('RC Sistema I')
  } finally {
    await cms(request, token, 'patch', `/pages/${landing.id}?locale=pt-BR`, { _status: 'published', layout: landing.layout })
  }
  await page.goto('/rc-sistemI')
  await expect(page.getByRole('heading', { name: 'O que você recebe' })).toBeVisible()
})
