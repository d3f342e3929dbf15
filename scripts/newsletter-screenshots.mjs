// node scripts/newsletter-screenshots.mjs [base URL]: the newsletter e-mail of the newest published
// article at desktop and phone widths, and Leads › Newsletter, from a running server with the demo
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
const headers = { authorization: `Bearer ${token}` }
const { data: articles } = await (await fetch(`${base}/api/article/public-articles?limit=1`)).json()
const { data: mail } = await (await fetch(`${base}/api/newsletter/preview?article=${articles[0].id}&language=pt-BR`, { headers })).json()

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const [name, width] of [
  ['newsletter-email-desktop', 1280],
  ['newsletter-email-phone', 375],
]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.setContent(mail.html, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true })
  await page.close()
}
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
await page.goto(`${base}/login`)
const form = page.getByTestId('login-form')
await form.getByLabel('E-mail').fill(admin.email)
await form.getByLabel('Senha', { exact: true }).fill(admin.password)
await form.getByRole('button', { name: 'Entrar' }).click()
await page.waitForURL(/\/admin\//)
await page.goto(`${base}/admin/list-leads/newsletter`)
await page.getByRole('heading', { level: 1 }).waitFor()
await page.waitForLoadState('networkidle')
await page.screenshot({ path: `${out}/newsletter-screen.png`, fullPage: true })
await browser.close()
console.log(`screenshots written to ${out}/`)
