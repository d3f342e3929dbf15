// node scripts/own-site-screenshots.mjs [base URL] [clean base URL]: issue #43's pictures into
// docs/screenshots/issue-43/, at 1366x768 and 390x844: the back-office's Pages screen and the Layout
// screen's menu editor (signed in as the demo's SEED_ADMIN_*), and, from a second server started
// with SEED_DEMO=false and no user, the setup screen. Pages built from blocks are taken by
// composition-screenshots.mjs (SCREENSHOTS_DIR=docs/screenshots/issue-43). Chromium from the system.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:3000'
const clean = process.argv[3]
const out = 'docs/screenshots/issue-43'
const email = process.env.SEED_ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.SEED_ADMIN_PASSWORD ?? 'Admin@12345'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const [width, height] of [
  [1366, 768],
  [390, 844],
]) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR', isMobile: width < 500, hasTouch: width < 500 })
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/admin/)
  for (const [name, path] of [
    ['pages-screen', '/admin/pages'],
    ['menu-editor', '/admin/layout-settings'],
  ]) {
    await page.goto(`${base}${path}`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    if (name === 'menu-editor') await page.getByRole('heading', { name: 'Menus' }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: name === 'menu-editor' })
  }
  if (clean) {
    await page.goto(`${clean}/login`)
    await page.waitForURL(/\/setup$/)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/setup-${width}.png`, fullPage: true })
  }
  await context.close()
}
await browser.close()
console.log(`screenshots written to ${out}/`)
