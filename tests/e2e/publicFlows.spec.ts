import { expect, test } from '@playwright/test'
import { NEWSLETTER_CONSENT_VERSION } from '../../domain/leads'
import { adminToken, api, firstArticlePath, sitemapText } from './helpers'

test('the language select: arrow keys browse without leaving the page, Enter chooses; without JavaScript its button does', async ({ page, browser }) => {
  await page.goto('/faq')
  const select = page.getByLabel('Idioma')
  await expect(select).toHaveAccessibleDescription('A página muda para o idioma escolhido')
  await select.focus()
  await page.keyboard.press('ArrowDown')
  await expect(select).toHaveValue('en')
  await page.waitForTimeout(300) // a navigation, had one started, would be under way by now
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/faq\?lang=en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' })
  const plain = await noScript.newPage()
  await plain.goto('/faq')
  await plain.getByLabel('Idioma').selectOption('es')
  await plain.getByRole('button', { name: 'Mudar idioma' }).click()
  await expect(plain.locator('html')).toHaveAttribute('lang', 'es')
  await noScript.close()
})

test('the language switcher changes every string and is remembered; Accept-Language is the default', async ({ page, browser }) => {
  await page.goto('/blog')
  // One control: the select alone where JavaScript runs (its button only without: below).
  await expect(page.getByRole('button', { name: 'Mudar idioma' })).toHaveCount(0)
  await page.getByLabel('Idioma').selectOption('en')
  await expect(page).toHaveURL(/\/blog\?lang=en$/) // the page's own address in English
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await page.getByLabel('Language').selectOption('ht')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontak')
  await expect(page).toHaveURL(/\/contact\?lang=ht$/)

  const french = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'accept-language': 'fr-FR,fr;q=0.9' } })
  const fr = await french.newPage()
  const response = await fr.goto('/nao-existe')
  expect(response?.status()).toBe(404)
  await expect(fr.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(fr.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible()
  await expect(fr.getByRole('button', { name: 'Retour' })).toBeVisible()
  await french.close()
})

test('search ignores case and accents, shows the prompt without a term and says when nothing matches', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('searchbox', { name: 'Buscar no blog' }).fill('ORCAMENTO')
  await page.getByRole('button', { name: 'Buscar', exact: true }).click()
  await expect(page).toHaveURL(/\/list-article-results\/ORCAMENTO$/)
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Orçamento/i })
      .first(),
  ).toBeVisible()

  await page.goto('/list-article-results/xyzzy-nada-disso')
  await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible()
  await page.goto('/list-article-results')
  await expect(page.getByText('Digite um assunto ou palavra-chave para buscar artigos.')).toBeVisible()
})

test('category and tag filters show only matching articles, and pagination works', async ({ page }) => {
  await page.goto('/blog')
  const filters = page.getByRole('complementary', { name: 'Filtrar artigos' })
  const chip = filters.getByRole('region', { name: 'Categorias' }).getByRole('link').first()
  const name = (await chip.textContent())!.trim()
  await chip.click()
  await expect(page).toHaveURL(/\/blog\?category=/)
  await expect(page.getByText(`Mostrando: ${name}`)).toBeVisible()
  const cards = page.getByRole('main').locator('ul > li h2')
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    await expect(
      page
        .getByRole('main')
        .locator('ul > li')
        .filter({ has: page.locator('h2') })
        .nth(i)
        .getByRole('link', { name, exact: true }),
    ).toBeVisible()
  }
  await page.goto('/blog')
  await filters.getByRole('region', { name: 'Tags' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/blog\?tag=/)
  await expect(page.getByText(/Mostrando: #/)).toBeVisible()

  await page.goto('/blog')
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('navigation', { name: 'Paginação' }).locator('[aria-current="page"]')).toHaveText('2')
})

test('reading an article counts one read for the visitor that day', async ({ browser, request }) => {
  // The visitor is address + browser; a browser of its own makes this a visitor no other test was.
  const context = await browser.newContext({ userAgent: `Leitor/${Date.now()}` })
  const page = await context.newPage()
  const token = await adminToken(request)
  const before = (await api<{ data: { totalReads: number } }>(request, token, 'get', '/dashboard/statistics?period=7d')).body.data.totalReads
  const post = await firstArticlePath(request)
  const beacon = page.waitForResponse((r) => r.url().includes('/api/article/read/'))
  await page.goto(post)
  expect((await beacon).status()).toBe(202)
  await expect
    .poll(async () => (await api<{ data: { totalReads: number } }>(request, token, 'get', '/dashboard/statistics?period=7d')).body.data.totalReads)
    .toBe(before + 1)
  // The same visitor again the same day: not counted twice.
  await page.evaluate(() => sessionStorage.clear())
  const again = page.waitForResponse((r) => r.url().includes('/api/article/read/'))
  await page.reload()
  await again
  expect((await api<{ data: { totalReads: number } }>(request, token, 'get', '/dashboard/statistics?period=7d')).body.data.totalReads).toBe(before + 1)
  await context.close()
})

test('the contact form validates in place, keeps what was typed, and the message reaches the back-office', async ({ page, request }) => {
  await page.goto('/contact')
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Nome').fill('Ana Teste')
  await form.getByLabel('E-mail').fill('ana@invalido')
  await form.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(form.getByText('E-mail inválido')).toBeVisible()
  await expect(form.getByLabel('Nome')).toHaveValue('Ana Teste')
  // The form's script loads on first focus; on a busy machine the first submit waits for it.
  await expect(form.getByLabel('Empresa')).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 })

  const subject = `Proposta ${Date.now()}`
  await form.getByLabel('E-mail').fill('ana@example.com')
  await form.getByLabel('Empresa').fill('Loja da Ana')
  await form.getByLabel('Telefone').fill('(11) 98888-7777')
  await form.getByLabel('Assunto').fill(subject)
  await form.getByLabel('Mensagem').fill('Gostaria de uma demonstração do sistema.')
  await form.getByRole('button', { name: 'Enviar mensagem' }).focus()
  await page.keyboard.press('Enter') // sent from the keyboard: the focus must not fall to <body>
  await expect(page.getByText('Mensagem enviada')).toBeVisible()
  await expect(page.getByText(/Obrigado, Ana Teste\. Responderemos até \d{2}\/\d{2}\/\d{4}\./)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada' })).toBeFocused()

  const token = await adminToken(request)
  const list = await api<{ data: Array<{ subject: string }> }>(request, token, 'get', '/message/messages-list?tab=all&limit=100')
  expect(list.body.data.map((m) => m.subject)).toContain(subject)
})

test('newsletter sign-up on the home, then unsubscribe with a reason', async ({ page, request }) => {
  const email = `leitor${Date.now()}@example.com`
  await page.goto('/')
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Seu e-mail').fill(email)
  // The consent the visitor gives is written beside the button and describes it.
  await expect(form.getByText(/Ao se inscrever, você concorda em receber a nossa newsletter/)).toBeVisible()
  await expect(form.getByRole('button', { name: 'Assinar' })).toHaveAccessibleDescription(/concorda em receber a nossa newsletter/)
  await form.getByRole('button', { name: 'Assinar' }).click()
  await expect(page.getByText('Pronto! Você assinou a nossa newsletter.')).toBeVisible()

  const token = await adminToken(request)
  const leads = await api<{
    data: Array<{ id: number; unique_key: string; newsletterStatus: string; consentSource: string; consentLanguage: string; consentVersion: string }>
  }>(request, token, 'get', `/lead/leads?email=${encodeURIComponent(email)}`)
  const lead = leads.body.data[0]!
  expect(lead.newsletterStatus).toBe('active')
  expect(lead).toMatchObject({ consentSource: '/', consentLanguage: 'pt-BR', consentVersion: NEWSLETTER_CONSENT_VERSION })

  await page.goto(`/unsubscribe-newsletter/${lead.unique_key}/${lead.id}`)
  await page.getByLabel('Motivo (opcional)').selectOption('Recebo e-mails demais')
  await page.getByRole('button', { name: 'Confirmar cancelamento' }).click()
  await expect(page.getByText('Sua inscrição foi cancelada.', { exact: false })).toBeVisible()
  const after = await api<{ data: Array<{ newsletterStatus: string; newsletterCancelReason: string }> }>(
    request,
    token,
    'get',
    `/lead/leads?email=${encodeURIComponent(email)}`,
  )
  expect(after.body.data[0]).toMatchObject({ newsletterStatus: 'cancelled', newsletterCancelReason: 'Recebo e-mails demais' })
})

test('the product terms dialog must be accepted; focus stays inside; Esc closes it', async ({ page }) => {
  await page.goto('/rc-sistemI')
  const cta = page.getByRole('link', { name: 'Solicitar demonstração' }).first()
  await cta.click()
  const dialog = page.getByRole('dialog', { name: 'Termos de uso: RC Sistema I' })
  await expect(dialog).toBeVisible()
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cta).toBeFocused()

  await cta.click()
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(dialog.getByText('Aceite os termos para continuar.')).toBeVisible()
  await dialog.getByLabel('Li e aceito os termos').check()
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/contact\?subject=RC/)
  await expect(page.getByLabel('Assunto')).toHaveValue('RC Sistema I')
})

test('the home follows the layout setting; /home-v2 is always v2; the browser keeps homeDesignVersion', async ({ page, request }) => {
  await page.goto('/home-v2')
  await expect(page.locator('body')).toHaveAttribute('data-design-version', 'v2')
  const token = await adminToken(request)
  await page.goto('/')
  await expect(page.locator('body')).toHaveAttribute('data-design-version', 'v1')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('homeDesignVersion'))).toBe('v1')
  try {
    expect((await api(request, token, 'post', '/layout/layout-setting', { version: 'V2' })).status).toBe(200)
    await page.reload()
    await expect(page.locator('body')).toHaveAttribute('data-design-version', 'v2')
    await expect(page.getByRole('heading', { name: 'Por que as empresas nos escolhem' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('homeDesignVersion'))).toBe('v2')
  } finally {
    await api(request, token, 'post', '/layout/layout-setting', { version: 'V1' })
  }
  await page.reload()
  await expect(page.locator('body')).toHaveAttribute('data-design-version', 'v1')
})

test('the cookie banner remembers the choice; the WhatsApp button has a name and a link', async ({ page, request }) => {
  // Part of the server's HTML (it paints with the page), hidden before the first paint once chosen.
  expect(await (await request.get('/')).text()).toContain('data-testid="cookie-banner"')
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Consentimento de cookies' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Somente essenciais' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-cookie-consent'))).toBe(true)
  const whatsapp = page.getByRole('link', { name: 'Fale conosco pelo WhatsApp' })
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/)
})

test('publishing, editing and unpublishing show on the site, the sitemap and the feed at once', async ({ page, request }) => {
  const token = await adminToken(request)
  const post = await firstArticlePath(request)
  const id = post.split('/').pop()!
  await page.goto('/blog') // fills the page cache
  await page.goto(post)
  const title = `Título editado ${Date.now()}`
  expect((await api(request, token, 'put', `/article/articles/${id}`, { title })).status).toBe(200)
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  expect(await (await request.get('/rss.xml')).text()).toContain(title)

  expect((await api(request, token, 'patch', `/article/articles/${id}/status`, { action: 'unpublish' })).status).toBe(200)
  try {
    expect((await page.goto(post))?.status()).toBe(404)
    expect(await sitemapText(request)).not.toContain(`/${id}<`)
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: title })).toHaveCount(0)
  } finally {
    expect((await api(request, token, 'patch', `/article/articles/${id}/status`, { action: 'publish' })).status).toBe(200)
  }
  const slugged = await api<{ data: { slug: string } }>(request, token, 'get', `/article/articles/${id}`)
  expect((await page.goto(`/post/${slugged.body.data.slug}/${id}`))?.status()).toBe(200)
})

test('robots.txt keeps crawlers out of /admin and /cms; SEO snippets reach head and body', async ({ page, request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /cms')
  const token = await adminToken(request)
  const created = await api<{ data: { id: number; unique_key: string } }>(request, token, 'post', '/seo/seo', {
    name: 'E2E',
    head: '<meta name="e2e-snippet" content="yes">',
    body: '<div id="e2e-body-snippet" hidden>x</div>',
    active: true,
  })
  expect(created.status).toBe(201)
  try {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/faq')
    await expect(page.locator('head meta[name="e2e-snippet"]')).toHaveAttribute('content', 'yes')
    // At the start of <body>, and hydration keeps it (no React error, no client re-render).
    // (Next keeps one hidden element of its own first; ours comes before any page content.)
    const placement = await page.evaluate(() => {
      const snippet = document.getElementById('e2e-body-snippet')
      const content = document.querySelector('a[href="#main"]')
      return Boolean(snippet && content && snippet.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(placement).toBe(true)
    await page.getByRole('heading', { level: 1 }).click() // the first act loads React
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 })
    expect(errors).toEqual([])
  } finally {
    await request.delete(`/api/seo/seo/${created.body.data.id}/${created.body.data.unique_key}`, { headers: { authorization: `Bearer ${token}` } })
  }
})

test('spec section 2 scroll rule: a stored target section is scrolled to on home and blog, other routes record their name', async ({ page }) => {
  await page.goto('/contact')
  expect(await page.evaluate(() => sessionStorage.getItem('currentRoute'))).toBe('contact')
  // The footer's Newsletter link stores its section, even before the page has hydrated.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).click()
  await expect(page).toHaveURL(/\/#newsletter$/)
  await expect(page.locator('#newsletter')).toBeInViewport()
  expect(await page.evaluate(() => sessionStorage.getItem('targetSection'))).toBeNull()

  await page.evaluate(() => sessionStorage.setItem('targetSection', 'newsletter'))
  await page.goto('/blog')
  await expect(page.locator('#newsletter')).toBeInViewport()
  expect(await page.evaluate(() => sessionStorage.getItem('targetSection'))).toBeNull()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
})

test('arriving by an address that names its language keeps that language on the next clicks, with and without JavaScript', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
    const page = await context.newPage()
    await page.goto('/blog?lang=fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Questions fréquentes' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.locator('html'), `JavaScript ${javaScriptEnabled}`).toHaveAttribute('lang', 'fr')
    await context.close()
  }
})

test('an English list marks the titles and excerpts still in Portuguese with lang="pt-BR" (WCAG 3.1.2)', async ({ page }) => {
  await page.goto('/blog?lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const titles = page.getByRole('main').locator('article h2 a, article h3 a, li h2 a, li h3 a')
  const langs = await titles.evaluateAll((links) => links.map((a) => a.getAttribute('lang')))
  expect(langs.length).toBeGreaterThan(0)
  expect(langs.every((l) => l === 'en' || l === 'pt-BR')).toBe(true)
  // The demo translates only its newest articles: the blog shows both kinds.
  expect(langs).toContain('en')
  expect(langs).toContain('pt-BR')
  const { data } = await (await page.request.get('/api/article/public-articles?limit=12&lang=en')).json()
  const untranslated = (data as { title: string; lang: string }[]).find((a) => a.lang === 'pt-BR')!
  await expect(page.getByRole('main').getByText(untranslated.title, { exact: true }).first()).toHaveAttribute('lang', 'pt-BR')
})

test('English pages mark the questions, the breadcrumb and the cover still in Portuguese, and say so (WCAG 3.1.2)', async ({ page }) => {
  const { data: faqs } = await (await page.request.get('/api/faq/public-faqs?lang=en')).json()
  const untranslated = (faqs as { question: string; lang: string }[]).filter((f) => f.lang === 'pt-BR')
  const translated = (faqs as { question: string; lang: string }[]).filter((f) => f.lang === 'en')
  expect(untranslated.length).toBeGreaterThan(0) // the demo leaves some questions in pt-BR: both kinds are checked
  expect(translated.length).toBeGreaterThan(0)
  await page.goto('/faq?lang=en')
  const question = (text: string) => page.locator('details').filter({ has: page.locator('summary', { hasText: text }) })
  await expect(question(untranslated[0]!.question).locator('summary')).toHaveAttribute('lang', 'pt-BR')
  await expect(question(untranslated[0]!.question)).toContainText('Not yet translated: in Portuguese.')
  await expect(question(translated[0]!.question).locator('summary')).not.toHaveAttribute('lang', /./)
  await expect(question(translated[0]!.question)).not.toContainText('Not yet translated')

  const { data: cards } = await (await page.request.get('/api/article/public-articles?limit=12&lang=en')).json()
  const article = (cards as { id: number; slug: string; lang: string }[]).find((a) => a.lang === 'pt-BR')!
  await page.goto(`/post/${article.slug}/${article.id}?lang=en`)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').last()).toHaveAttribute('lang', 'pt-BR')
  await expect(page.locator('article figure').first()).toHaveAttribute('lang', 'pt-BR')
})
