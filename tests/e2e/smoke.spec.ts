import { expect, test } from '@playwright/test'

test('the home page renders the company and the latest published articles', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  // The hero says what the company offers (its tagline); its name is the line above.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão simples para empresas que querem crescer' })).toBeVisible()
  await expect(page.getByRole('main').getByText('RC Sistemas', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ler o artigo mais recente' })).toHaveAttribute('href', /^\/post\//)
  await expect(page.getByRole('heading', { level: 2, name: 'Artigos recentes' })).toBeVisible()
  // v1: one featured article and the six after it
  await expect(page.getByRole('heading', { level: 2, name: 'Artigo em destaque' })).toBeVisible()
  await expect(page.getByRole('main').locator('ul > li h3')).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeAttached()
})

test('/cms shows the Payload login, branded and in Portuguese', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  // The tab says "CMS" after the screen's name, never a company's: the name is the site's own
  // (Settings), shown on the screen itself; a clean start must not carry the demo's (issue #59).
  await expect(page).toHaveTitle(/ · CMS$/)
  await expect(page.getByText('RC Sistemas', { exact: true })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /senha/i })).toBeVisible()
})

test('an unknown path answers 404 with the not-found page and a back button', async ({ page }) => {
  const response = await page.goto('/esta-pagina-nao-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Ops! Página não encontrada' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible()
})

test('the demo admin signs in to /cms with the README credentials', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByRole('textbox', { name: /e-?mail/i }).fill('admin@example.com')
  await page.getByRole('textbox', { name: /senha/i }).fill('Admin@12345')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/, { timeout: 15_000 })
  await expect(page.getByRole('link', { name: /articles|artigos/i }).first()).toBeVisible()
})
