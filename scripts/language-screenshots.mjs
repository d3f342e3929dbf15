// node scripts/language-screenshots.mjs [base URL]: #20's pictures and axe totals, from a running
// server with the demo content (README's admin), into docs/screenshots/. Chromium from the system.
// - home v1, blog and a translated article in en and ht on a 390x844 phone;
// - the back-office on the phone with its menu open, and the editor's language switch;
// - axe-core (WCAG 2.2 A/AA) over every public page in the five languages: violations by impact.
import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = 'docs/screenshots'
mkdirSync(out, { recursive: true })
const admin = { email: 'admin@example.com', password: 'Admin@12345' }
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })

const { data: latest } = await (await fetch(`${base}/api/article/public-articles?limit=20`)).json()
const article = `/post/${latest.find((a) => a.id === 1)?.slug ?? latest[0].slug}/${latest.find((a) => a.id === 1)?.id ?? latest[0].id}`

for (const language of ['en', 'ht']) {
  const context = await browser.newContext({ ...phone, locale: language })
  const page = await context.newPage()
  // The cookie banner answered, as a returning visitor sees the page.
  await page.goto(`${base}/?lang=${language}`)
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted')).catch(() => undefined)
  for (const [name, path] of [
    ['home-v1', '/'],
    ['blog', '/blog'],
    ['article', article],
  ]) {
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/phone-${name}-${language}.png` })
  }
  await context.close()
}

async function signIn(page) {
  await page.goto(`${base}/login`)
  const form = page.getByTestId('login-form')
  await form.getByLabel('E-mail').fill(admin.email)
  await form.getByLabel('Senha', { exact: true }).fill(admin.password)
  await form.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin\//)
}

const office = await browser.newContext({ ...phone, locale: 'pt-BR' })
const officePage = await office.newPage()
await signIn(officePage)
await officePage.getByRole('heading', { level: 1 }).waitFor()
await officePage.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('button', { name: 'Menu' }).tap()
await officePage.waitForTimeout(300)
await officePage.screenshot({ path: `${out}/phone-back-office-menu-open.png` })
await office.close()

const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
const editor = await desk.newPage()
await signIn(editor)
// The demo's second article is written in pt-BR and English: the switch marks the three missing.
const partly = latest.find((a) => a.id === 2) ?? latest[0]
await editor.goto(`${base}/admin/compose/${partly.slug}/${partly.id}`)
const switcher = editor.getByRole('group', { name: 'Idioma do conteúdo' })
await switcher.waitFor()
await switcher.getByRole('radio', { name: 'English' }).check()
await editor.getByLabel('Título', { exact: true }).and(editor.locator('[lang="en"]')).waitFor()
await editor.waitForLoadState('networkidle')
await switcher.scrollIntoViewIfNeeded()
await editor.screenshot({ path: `${out}/editor-language-switch.png` })
await desk.close()

// axe totals: every public page with a fixed path, an article and the FAQ, in each language.
const paths = ['/', '/home-v2', '/blog', '/list-article-results/gestao', '/contact', '/faq', '/faq/rc-sistemI', '/rc-sistemI', '/privacy-police']
paths.push('/utilization-terms', '/cookies', '/login', '/recover-password', '/verify-account', '/unsubscribe-newsletter', '/error-forbidden')
paths.push('/nao-existe', article, `/post/${latest[latest.length - 1].slug}/${latest[latest.length - 1].id}`)
const totals = []
for (const language of ['pt-BR', 'en', 'es', 'fr', 'ht']) {
  const context = await browser.newContext({ locale: language })
  const page = await context.newPage()
  const count = { language, pages: paths.length, clean: 0, critical: 0, serious: 0, moderate: 0, minor: 0 }
  for (const path of paths) {
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lang=${language}`)
    await page.waitForLoadState('networkidle')
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    if (!violations.length) count.clean++
    for (const v of violations) count[v.impact ?? 'minor'] += v.nodes.length
  }
  totals.push(count)
  await context.close()
}
console.table(totals)
await browser.close()
console.log(`screenshots written to ${out}/`)
