import path from 'node:path'
import { expect, test } from '@playwright/test'
import { spawnServer, tempDataDir, waitForHealth, type ServerProcess } from '../helpers/serverProcess'
import { DEMO_TEXTS } from '../helpers/demoTexts'
import { PUBLIC_PATHS, seriousViolations } from './helpers'

/**
 * A company's first minutes (issue #43, item 1): started without the demo and without
 * SEED_ADMIN_*, the site has no user; the back-office, the sign-in and Payload's panels all lead
 * to the setup screen, which makes the administrator and opens the back-office, once.
 */
test.describe.serial('the setup screen of a clean start', () => {
  let server: ServerProcess
  let base: string

  test.beforeAll(async () => {
    test.setTimeout(150_000)
    const dir = tempDataDir()
    server = await spawnServer({ DATA_DIR: dir, DATABASE_URI: `file:${path.join(dir, 'site.db')}`, SEED_DEMO: 'false' })
    await waitForHealth(server.port, 120_000)
    base = `http://127.0.0.1:${server.port}`
  })
  test.afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
  })

  test('leads every door to the setup, checks the password as typed, and opens the back-office', async ({ page }) => {
    for (const door of ['/login', '/cms']) {
      await page.goto(`${base}${door}`)
      await expect(page, door).toHaveURL(/\/setup$/)
    }
    await page.goto(`${base}/admin`)
    await expect(page).toHaveURL(/\/setup$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Configure o seu site' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Nome da empresa').fill('Padaria Aurora')
    await page.getByLabel('Seu nome').fill('Marta')
    await page.getByLabel('Sobrenome').fill('Lima')
    await page.getByLabel('E-mail do administrador').fill('marta@example.com')
    await page.getByLabel('Senha', { exact: true }).fill('fraca')
    await page.getByLabel('Confirme a senha').fill('fraca')
    await page.getByLabel('Idioma do site').selectOption('en')
    await page.getByRole('button', { name: 'Criar administrador' }).click()
    // The weak password is refused beside its field; nothing was made.
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Senha', { exact: true }).fill('Aurora@Forno2026')
    await page.getByLabel('Confirme a senha').fill('Aurora@Forno2026')
    await page.getByRole('button', { name: 'Criar administrador' }).click()
    await expect(page).toHaveURL(/\/admin(\/dashboard)?$/, { timeout: 20_000 })

    // The screen is closed now: it says so and points to the sign-in; a second setup is refused.
    await page.goto(`${base}/setup`)
    await expect(page.getByText('Este site já tem um administrador.')).toBeVisible()
    const again = await page.request.post(`${base}/api/auth/setup`, {
      data: {
        company_name: 'X',
        name: 'X',
        last_name: 'Y',
        email: 'x@example.com',
        password: 'Aurora@Forno2026',
        confirm_password: 'Aurora@Forno2026',
        language: 'pt-BR',
      },
    })
    expect(again.status()).toBe(409)
    // The sign-in page is back, and a visitor with no language preference gets the one chosen at setup.
    const login = await page.request.get(`${base}/login`, { headers: { 'accept-language': '' }, maxRedirects: 0 })
    expect(login.status()).toBe(200)
    expect(await login.text()).toContain('lang="en"')
  })

  test('is the company’s own site: no word of the demo anywhere, no chat button, its texts edited in the back-office', async ({ browser, page, request }) => {
    test.setTimeout(120_000)
    // Read with a client of its own: each ?lang= answer sets the visitor's language cookie.
    const sitemap = await (await request.get(`${base}/sitemap.xml`)).text()
    const files = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
    for (const language of ['pt-BR', 'en', 'es', 'fr', 'ht']) {
      for (const path of [...PUBLIC_PATHS, '/home-v2', '/rss.xml', '/sitemap.xml', ...files]) {
        const answer = await request.get(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`, { maxRedirects: 0 })
        const text = await answer.text()
        for (const demo of DEMO_TEXTS) expect(text.includes(demo), `${language} ${path}: "${demo}"`).toBe(false)
        expect(text, `${language} ${path}`).not.toContain('wa.me/')
      }
    }
    // The screenshots of the note: the clean home, contact and footer at 1366 and 390 px.
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' })
      const visitor = await context.newPage()
      for (const path of ['/', '/contact']) {
        await visitor.goto(`${base}${path}`)
        await expect(visitor.getByRole('contentinfo')).toContainText('Padaria Aurora')
        await visitor.screenshot({ path: `docs/screenshots/issue-59/clean${path === '/' ? '-home' : '-contact'}-${width}.png`, fullPage: true })
      }
      await context.close()
    }

    // The company's words, changed where staff work: the Layout screen's site texts.
    await page.goto(`${base}/login`)
    const form = page.getByTestId('login-form')
    await form.getByLabel('E-mail').fill('marta@example.com')
    await form.getByLabel('Senha', { exact: true }).fill('Aurora@Forno2026')
    await form.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/admin(\/dashboard)?$/, { timeout: 20_000 })
    await page.goto(`${base}/admin/layout-settings`)
    const texts = page.getByRole('region', { name: 'Textos do site' })
    await texts.getByLabel('Texto de abertura').fill('Pão quente às seis da manhã, todos os dias.')
    await texts.getByLabel('Texto do rodapé sobre a empresa').fill('Padaria de bairro desde 1987.')
    expect(await seriousViolations(page)).toEqual([])
    await texts.getByRole('button', { name: 'Salvar textos' }).click()
    await expect(page.getByText('Configurações atualizadas com sucesso')).toBeVisible()
    await page.goto(`${base}/`)
    await expect(page.getByText('Pão quente às seis da manhã, todos os dias.')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Padaria de bairro desde 1987.')
  })
})
