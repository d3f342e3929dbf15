// node scripts/import-screenshots.mjs <base URL> <name>=<path> ...: issue #44's pictures of what an
// import brought in, as a reader sees it (an imported page, a table), whole, at 390x844 and
// 1366x768, into docs/screenshots/issue-44/ (SCREENSHOTS_DIR names another folder). Chromium from
// the system, as the tests use it.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base, ...wanted] = process.argv.slice(2)
if (!base || !wanted.length) {
  console.error('usage: node scripts/import-screenshots.mjs <base URL> <name>=<path> ...')
  process.exit(2)
}
const out = process.env.SCREENSHOTS_DIR ?? 'docs/screenshots/issue-44'
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
for (const [width, height] of [
  [390, 844],
  [1366, 768],
]) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en', isMobile: width < 500, hasTouch: width < 500 })
  const page = await context.newPage()
  for (const entry of wanted) {
    const [name, path] = entry.split(/=(.*)/s)
    await page.goto(`${base}${path}`)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
  }
  await context.close()
}
await browser.close()
console.log(`screenshots written to ${out}/`)
