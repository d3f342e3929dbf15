// node scripts/history-screenshots.mjs [base URL]: issue #19's screens from a running server with the
// demo content (README's admin), into docs/screenshots/: the editor's History panel comparing two
// versions, a draft's preview page with its banner, the editor's Preview panel with a share link,
// the security center's Activity screen, and the Webhooks screen with an endpoint's deliveries (to a
// receiver this script runs on loopback: start the server with WEBHOOKS_ALLOW_LOOPBACK=true).
// Chromium from the system, as the tests use it.
import { mkdirSync } from 'node:fs'
import http from 'node:http'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const out = 'docs/screenshots'
mkdirSync(out, { recursive: true })
const admin = { email: 'admin@example.com', password: 'Admin@12345' }
const json = { 'content-type': 'application/json' }

const { token } = await (await fetch(`${base}/api/auth/auth`, { method: 'POST', headers: json, body: JSON.stringify(admin) })).json()
const headers = { ...json, authorization: `Bearer ${token}` }
const api = async (method, path, body) => (await fetch(`${base}/api${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined })).json()
// Two edits of a published article, so its history has something to compare.
const { data: published } = await api('GET', '/article/articles?status=published&limit=1')
const article = published[0]
await api('PUT', `/article/articles/${article.id}`, { excerpt: 'Um resumo revisto para mostrar a comparação de versões no histórico.' })
await api('PUT', `/article/articles/${article.id}`, { title: `${article.title} (revisto)` })
const { data: drafts } = await api('GET', '/article/articles?status=draft&limit=1')
const draft = drafts[0]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
await page.goto(`${base}/login`)
const form = page.getByTestId('login-form')
await form.getByLabel('E-mail').fill(admin.email)
await form.getByLabel('Senha', { exact: true }).fill(admin.password)
await form.getByRole('button', { name: 'Entrar' }).click()
await page.waitForURL(/\/admin\//)

const fresh = (await api('GET', `/article/articles/${article.id}`)).data
await page.goto(`${base}/admin/compose/${fresh.slug}/${fresh.id}`)
const history = page.getByRole('region', { name: 'Histórico' })
await history.getByRole('region', { name: 'Diferenças' }).waitFor()
await page.waitForLoadState('networkidle')
await history.screenshot({ path: `${out}/history-diff.png` })

await page.goto(`${base}/admin/compose/${draft.slug}/${draft.id}`)
const panel = page.getByRole('region', { name: 'Pré-visualização' })
await panel.waitFor()
await panel.getByRole('button', { name: 'Criar link de pré-visualização' }).click()
await panel.getByLabel('Link criado').waitFor()
await panel.screenshot({ path: `${out}/preview-panel.png` })
const link = await panel.getByLabel('Link criado').inputValue()
const guest = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
await guest.goto(link)
await guest.getByRole('region', { name: 'Pré-visualização' }).waitFor()
await guest.screenshot({ path: `${out}/preview-banner.png` })

await page.goto(`${base}/admin/security-center/activity`)
await page.getByRole('table').getByRole('row').nth(3).waitFor()
await page.waitForLoadState('networkidle')
await page.screenshot({ path: `${out}/activity-screen.png`, fullPage: true })
// Webhooks: an endpoint on a local receiver (one refusal, then answers), two events, their deliveries.
let answered = 0
const receiver = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => res.writeHead(answered++ === 0 ? 500 : 200).end())
})
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${receiver.address().port}/hooks`
await api('POST', '/webhooks/endpoints', { url, description: 'ERP da empresa', events: ['article.published', 'article.unpublished'] })
await api('PATCH', `/article/articles/${article.id}/status`, { action: 'unpublish' })
await api('PATCH', `/article/articles/${article.id}/status`, { action: 'publish' })
await new Promise((resolve) => setTimeout(resolve, 8_000)) // the first retry waits 45 s; the screen shows the pending one
await page.goto(`${base}/admin/security-center/webhooks`)
await page.getByRole('button', { name: `Entregas de ${url}` }).click()
await page.getByRole('heading', { name: `Entregas para ${url}` }).waitFor()
await page.waitForLoadState('networkidle')
await page.screenshot({ path: `${out}/webhook-deliveries.png`, fullPage: true })
receiver.close()
await browser.close()
console.log(`screenshots written to ${out}/`)
