import { expect, test } from '@playwright/test'
import { firstArticlePath, seriousViolations } from './helpers'

/** Pages kept out of search engines: they name no canonical and no language versions. */
const NOINDEX = new Set(['/list-article-results', '/list-article-results/gestao', '/error-forbidden', '/unsubscribe-newsletter'])

/** Every public route of spec section 2, with what its page must show first. */
const ROUTES: Array<[string, RegExp]> = [
  ['/', /Gestão simples para empresas que querem crescer/],
  ['/home-v2', /.+/],
  ['/blog', /^Blog$/],
  ['/list-article-results', /Resultados da busca/],
  ['/list-article-results/gestao', /Resultados para/],
  ['/contact', /^Contato$/],
  ['/faq', /Perguntas frequentes/],
  ['/faq/rc-sistemI', /Perguntas frequentes/],
  ['/rc-sistemI', /RC Sistema I/],
  ['/privacy-police', /Política de privacidade/],
  ['/utilization-terms', /Termos de uso/],
  ['/cookies', /Política de cookies/],
  ['/error-forbidden', /Acesso não permitido/],
  ['/unsubscribe-newsletter', /Cancelar a newsletter/],
]

test.describe('every public route renders in pt-BR by default', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path}`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message)) // e.g. a hydration mismatch
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
      await expect(page.locator('body')).toHaveAttribute('data-design-version', /^v[12]$/)
      await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeAttached()
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible()
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      if (NOINDEX.has(path)) {
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
        await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
      } else {
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^http/)
        await expect(page.locator('head link[rel="alternate"][hreflang]')).not.toHaveCount(0)
      }
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', /.+/)
      await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', /summary/)
      // React loads on the first act: it must then hydrate the page without an error.
      await page.keyboard.press('Tab')
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 })
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }

  test('an article, an author profile and the playground', async ({ page, request }) => {
    const post = await firstArticlePath(request)
    expect((await page.goto(post))?.status()).toBe(200)
    await expect(page.locator('article h1')).toBeVisible()
    await expect(page.getByText(/Publicado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
    await expect(page.getByText(/Tempo de leitura: (menos de 1 min|\d+ min)/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Compartilhe este artigo' })).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.map((j) => JSON.parse(j)['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'Organization']))

    await page.getByRole('link', { name: /Ver o perfil de/ }).click()
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: /Artigos de/ })).toBeVisible()

    expect((await page.goto('/playground'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de componentes' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0) // its own layout
    await page.getByRole('button', { name: 'Mostrar a tela de carregamento por 1 segundo' }).click()
    await expect(page.getByTestId('loading-overlay')).toBeVisible()
    await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 3_000 })
  })

  test('the FAQ page carries FAQPage structured data', async ({ page }) => {
    await page.goto('/faq')
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((j) => JSON.parse(j)['@type'])
    expect(types).toContain('FAQPage')
    const first = page.locator('details').first()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
  })
})

test.describe('bad input gives a normal page or a 404, never an error', () => {
  const cases: Array<[string, number]> = [
    ['/blog?page=abc', 200],
    ['/blog?page=99999999', 200],
    ['/blog?page=-4', 200],
    ['/blog?category=nao-existe', 404],
    ['/blog?tag=%3Cscript%3E', 404],
    ['/post/nao-existe/999999', 404],
    ['/post/slug/abc', 404],
    ['/post/../../etc/passwd', 404],
    ['/profile/nao-e-uma-chave/1', 404],
    ['/faq/produto-desconhecido', 404],
    ['/list-article-results/' + 'a'.repeat(2000), 200],
    ['/unsubscribe-newsletter/x/y', 200],
    ['/isto/nao/existe', 404],
  ]
  for (const [path, status] of cases) {
    test(`${path.slice(0, 60)} → ${status}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      const html = await response.text()
      expect(html).not.toContain('Internal Server Error')
      if (status === 404) {
        // Complete HTML from the server, not Next's empty error shell left to JavaScript.
        expect(html).not.toContain('__next_error__')
        expect(html).toMatch(/<html lang="pt-BR"/)
        expect(html).toMatch(/<h1>Ops! Página não encontrada<\/h1>/)
        expect(html).toMatch(/<meta name="robots" content="noindex/)
        expect(html).not.toMatch(/<link rel="canonical"|<link rel="alternate"[^>]*hreflang/i)
      }
    })
  }

  test("the not-found page works without JavaScript, in the visitor's language, with the site around it", async ({ browser }) => {
    for (const [locale, heading, lang] of [
      ['en-US', 'Oops! Page not found', 'en'],
      ['fr-FR', 'Oups ! Page introuvable', 'fr'],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, locale })
      const page = await context.newPage()
      const response = await page.goto('/isto/nao/existe')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('navigation').first()).toBeVisible() // the site's header is there
      await context.close()
    }
  })

  test('/post without segments goes to the blog', async ({ page }) => {
    await page.goto('/post')
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('a script in a search term is shown as text, never run', async ({ page }) => {
    let alerted = false
    page.on('dialog', async (dialog) => {
      alerted = true
      await dialog.dismiss()
    })
    await page.goto('/list-article-results/' + encodeURIComponent('<script>alert(1)</script>'))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>alert(1)</script>')
    expect(alerted).toBe(false)
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0)
  })
})

test.describe('accessibility: axe-core finds no serious or critical violation', () => {
  for (const language of ['pt-BR', 'en', 'es', 'fr', 'ht']) {
    test(`every public page in ${language}`, async ({ browser, request }) => {
      // Twenty pages, each analysed by axe (1-2 s apiece on two cores): 26-32 s alone, 66 s in CI beside
      // the process suite and the fuzzer. A bound, not a duration: a passing run takes no longer for it.
      test.setTimeout(300_000)
      const context = await browser.newContext({ locale: language, extraHTTPHeaders: { 'accept-language': language } })
      const page = await context.newPage()
      const paths = [...ROUTES.map(([p]) => p), await firstArticlePath(request), '/playground', '/nao-existe']
      const problems: string[] = []
      for (const path of paths) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        for (const v of await seriousViolations(page)) problems.push(`${path} ${v}`)
        // The Nu HTML Checker's two errors (issue #32): a heading inside <address>, value= on a bullet item.
        const invalid = await page.locator('address :is(h1, h2, h3, h4, h5, h6), ul > li[value]').count()
        if (invalid) problems.push(`${path}: ${invalid} heading(s) in <address> or value= on a bullet item`)
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }
})

test('category and tag chips show where the keyboard focus is', async ({ page }) => {
  await page.goto('/blog')
  const chip = page.locator('a[href^="/blog?category="]').first()
  await page.keyboard.press('Tab') // a keyboard user: focus rings are shown from here on
  await chip.focus()
  const ring = await chip.evaluate((el) => {
    const style = getComputedStyle(el)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
  })
  expect(ring.style).not.toBe('none')
  expect(ring.width).toBeGreaterThanOrEqual(2)
})

test('the FAQ filters name products in the visitor language, never by their slugs', async ({ browser }) => {
  const english = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  const page = await english.newPage()
  await page.goto('/faq')
  const filters = page.getByRole('navigation', { name: 'Products' })
  await expect(filters.getByRole('link', { name: 'General' })).toBeVisible()
  await expect(filters.getByRole('link', { name: 'RC Sistema I' })).toBeVisible()
  await expect(filters).not.toContainText('rc-sistemI')
  await english.close()
})

test('the e-mail share link says its name in the visitor language, and its accessible name contains it', async ({ browser, request }) => {
  const path = await firstArticlePath(request)
  for (const [language, visible] of [
    ['es', 'Correo'],
    ['ht', 'Imèl'],
  ] as const) {
    const context = await browser.newContext({ locale: language, extraHTTPHeaders: { 'accept-language': language } })
    const page = await context.newPage()
    await page.goto(path)
    const link = page.locator('section[aria-labelledby="share-title"] a[href^="mailto:"]')
    await expect(link).toHaveText(visible)
    expect((await link.getAttribute('aria-label'))?.toLowerCase()).toContain(visible.toLowerCase())
    await context.close()
  }
})

test('home v1 on a desktop: the hero is part of <main>, lines up with the content column, fills its width, and the latest articles sit in rows of three', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expect(page.locator('main')).toHaveCount(1)
  await expect(page.locator('main h1#home-title')).toHaveCount(1)
  const heroText = (await page.locator('#home-title').boundingBox())!
  const sectionTitle = (await page.getByRole('heading', { name: 'Artigos recentes' }).boundingBox())!
  expect(Math.abs(heroText.x - sectionTitle.x)).toBeLessThanOrEqual(2) // it was 20 px off
  const panel = page.getByRole('complementary', { name: 'Mais lidos do mês' })
  await expect(panel).toBeVisible() // the right half holds the month's most read
  expect((await panel.boundingBox())!.x).toBeGreaterThan(640)
  const tops = await page.evaluate(
    () =>
      [...document.querySelectorAll('main ul')]
        .filter((ul) => ul.querySelectorAll(':scope > li article, :scope > li h3').length >= 4)
        .map((ul) => [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top)))[0] ?? [],
  )
  expect(tops.length).toBeGreaterThanOrEqual(4)
  expect(new Set(tops.slice(0, 3)).size).toBe(1) // three in the first row
  expect(tops[3]).toBeGreaterThan(tops[0]!) // the fourth starts the next one
})
