import { expect, test } from '@playwright/test'
import { signIn } from './helpers'

/**
 * Content in every language, as visitors and editors meet it: the demo seed translates its first
 * article into every language and leaves most others in pt-BR.
 */
const TRANSLATED = '/post/como-montar-um-orcamento-anual-realista-para-a-sua-empresa/1'
const UNTRANSLATED = '/post/automacao-de-processos-por-onde-comecar-sem-parar-a-operacao/3'

test('each language has its own address, with hreflang alternates and a canonical of its own', async ({ page }) => {
  await page.goto(`${TRANSLATED}?lang=en`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to build a realistic yearly budget for your company')
  await expect(page.getByRole('note')).toHaveCount(0)
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
  expect(alternates.map(([lang]) => lang)).toEqual(['pt-BR', 'en', 'es', 'fr', 'ht', 'x-default'])
  // Each language's own address: its own slug, from its own title.
  expect(alternates.find(([lang]) => lang === 'fr')?.[1]).toMatch(/\/post\/comment-construire-un-budget-annuel-realiste-pour-votre-entreprise\/1\?lang=fr$/)
  expect(alternates.find(([lang]) => lang === 'x-default')?.[1]).toMatch(/\/post\/como-montar-um-orcamento-anual-realista-para-a-sua-empresa\/1$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/post\/how-to-build-a-realistic-yearly-budget-for-your-company\/1\?lang=en$/)

  // The same address in Haitian Creole, whatever the cookie says.
  await page.context().addCookies([{ name: 'lang', value: 'es', url: page.url() }])
  await page.goto(`${TRANSLATED}?lang=ht`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ht')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kijan pou fè yon bidjè anyèl ki reyalis pou antrepriz ou')
  // Without lang, the cookie chooses.
  await page.goto(TRANSLATED)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo elaborar un presupuesto anual realista para su empresa')
})

test('an article not yet translated shows pt-BR with a visible note, and points to its source', async ({ page }) => {
  await page.goto(`${UNTRANSLATED}?lang=fr`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('Automação de processos: por onde começar sem parar a operação')
  await expect(heading).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('note')).toHaveText("Cet article n'est pas encore traduit en français : vous lisez l'original en portugais.")
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${UNTRANSLATED}$`))
  expect(await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))).toEqual([
    'pt-BR',
    'x-default',
  ])
  // Interface text around it is French; categories speak French too.
  await expect(page.getByRole('navigation', { name: /fil d/i })).toBeVisible()
})

test('lists, categories, the company slogan and search speak the visitor language', async ({ page }) => {
  await page.goto('/home-v2?lang=es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión sencilla para empresas que quieren crecer')
  await expect(page.getByRole('contentinfo')).toContainText('piso 12')
  await page.goto('/blog?lang=en')
  await expect(page.getByRole('link', { name: 'How to build a realistic yearly budget for your company' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Finance' }).first()).toBeVisible()
  await page.goto('/list-article-results/spreadsheet?lang=en')
  await expect(page.getByRole('link', { name: 'How to build a realistic yearly budget for your company' }).first()).toBeVisible()
})

test('an editor translates an article beside its title, and visitors read the translation', async ({ page, browser }) => {
  test.setTimeout(60_000)
  await signIn(page)
  await page.goto('/admin/compose/automacao-de-processos-por-onde-comecar-sem-parar-a-operacao/3')
  const languages = page.getByRole('group', { name: 'Idioma do conteúdo' })
  await expect(languages.getByRole('radio', { name: 'Português (Brasil)' })).toBeChecked()
  const spanish = languages.getByRole('radio', { name: 'Español (falta traduzir)' })
  await expect(spanish).toBeVisible()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Automação de processos: por onde começar sem parar a operação')

  await spanish.check()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('')
  await expect(page.getByText('Capa, categorias, tags e publicação valem para todos os idiomas')).toBeVisible()
  await page.getByLabel('Título', { exact: true }).fill('Automatización de procesos: por dónde empezar')
  await page.getByLabel('Resumo', { exact: true }).fill('Sin detener la operación.')
  await page.getByRole('textbox', { name: 'Conteúdo' }).click()
  await page.keyboard.type('Empiece por el proceso que más tiempo consume.')
  await page.getByRole('button', { name: 'Salvar tradução' }).click()
  await expect(page.getByText('Tradução salva.')).toBeVisible()
  await expect(languages.getByRole('radio', { name: 'Español', exact: true })).toBeChecked()

  // Back to the source: its texts are untouched.
  await languages.getByRole('radio', { name: 'Português (Brasil)' }).check()
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Automação de processos: por onde começar sem parar a operação')

  const visitor = await browser.newPage()
  await visitor.goto(`${UNTRANSLATED}?lang=es`)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Automatización de procesos: por dónde empezar')
  await expect(visitor.getByText('Empiece por el proceso que más tiempo consume.')).toBeVisible()
  await expect(visitor.getByRole('note')).toHaveCount(0)
  await visitor.close()
})
