import { expect, test, type Page } from '@playwright/test'
import { adminToken, api, firstArticlePath } from './helpers'

/**
 * Public pages paint before Next's scripts are even requested (the page cache defers them),
 * so a visitor can act on a page React has not reached yet. These tests hold the scripts back
 * the way a slow phone would and check that nothing the visitor does in that time is lost.
 */

/**
 * Holds every Next script until `release()` is called; stylesheets and images pass. Pages
 * under it are opened up to DOMContentLoaded only: a script the loader adds before the load
 * event (the cover still downloading) delays that event until the script arrives, so waiting
 * for "load" would wait for the release.
 */
async function holdScripts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    held.push(route.request().url())
    await gate
    await route.continue()
  })
  return { release, held }
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 })

/** The chunk scripts the page has requested so far. */
const scriptsRequested = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name)).length)

test('a public page paints and requests none of its scripts until the visitor acts, then hydrates', async ({ page }) => {
  for (const path of ['/', '/blog']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity)
    expect(paint, path).toBeLessThan(Infinity)
    expect(await scriptsRequested(page), path).toBe(0)
    expect(await page.locator('html').getAttribute('data-hydrated'), path).toBeNull()
    await page.keyboard.press('Tab') // the first act
    await hydrated(page)
    expect(await scriptsRequested(page), path).toBeGreaterThan(0)
  }
})

test('before React arrives the cookie choice is kept and a form submission waits for it', async ({ page, request }) => {
  const scripts = await holdScripts(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  expect(scripts.held).toEqual([]) // nothing is requested before the visitor acts

  // The banner needs no React: it closes at once and the choice is stored; the press starts the scripts.
  const banner = page.getByRole('region', { name: 'Consentimento de cookies' })
  await banner.getByRole('button', { name: 'Aceitar', exact: true }).click()
  await expect(banner).toBeHidden()
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? '{}').choice)).toBe('all')

  // A submission is held: it never leaves as a plain request with the address in the URL.
  const email = `cedo${Date.now()}@example.com`
  const form = page.getByTestId('newsletter-form')
  await form.getByLabel('Seu e-mail').fill(email)
  await form.getByRole('button', { name: 'Assinar' }).click()
  await page.waitForTimeout(300)
  expect(page.url()).not.toContain('email')
  await expect(form.getByLabel('Seu e-mail')).toHaveValue(email)

  scripts.release()
  await hydrated(page)
  await expect(page.getByText('Pronto! Você assinou a nossa newsletter.')).toBeVisible({ timeout: 15_000 })
  const token = await adminToken(request)
  const leads = await api<{ data: Array<{ email: string }> }>(request, token, 'get', `/lead/leads?email=${encodeURIComponent(email)}`)
  expect(leads.body.data.map((lead) => lead.email)).toEqual([email])
})

test('a press on a button that needs React is replayed once the page hydrates', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/rc-sistemI', { waitUntil: 'domcontentloaded' })
  expect(scripts.held).toEqual([])
  await page.getByRole('link', { name: 'Solicitar demonstração' }).first().click()
  await expect.poll(() => scripts.held.length).toBeGreaterThan(0)
  const dialog = page.getByRole('dialog', { name: 'Termos de uso: RC Sistema I' })
  await expect(dialog).toBeHidden()
  scripts.release()
  await expect(dialog).toBeVisible({ timeout: 15_000 })
})

test('a first visit is answered in one round trip: only the panels ask for client hints', async ({ request }) => {
  // Critical-CH makes the browser send the navigation again with the hint before painting.
  for (const path of ['/', '/blog', '/contact', '/nao-existe']) {
    const headers = (await request.get(path)).headers()
    expect(headers['critical-ch'], path).toBeUndefined()
    expect(headers['accept-ch'], path).toBeUndefined()
  }
  expect((await request.get('/cms/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('home, blog and an article load no JavaScript file until the visitor acts, and at most 150 KB compressed after', async ({ page, request }) => {
  const scriptBytes = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.js(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    )
  for (const path of ['/', '/blog', await firstArticlePath(request)]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await scriptBytes(), path).toBe(0)
    await page.keyboard.press('Tab')
    await hydrated(page)
    const bytes = await scriptBytes()
    expect(bytes, path).toBeGreaterThan(50 * 1024)
    expect(bytes, path).toBeLessThanOrEqual(150 * 1024)
  }
})

test("home, blog and an article arrive in TCP's first window: no React data inline, under 14 KB compressed with their headers", async ({ page, request }) => {
  // Lighthouse's LCP on slow 4G counts a round trip for every 14.6 KB window of the document (issue #32).
  for (const path of ['/', '/blog', await firstArticlePath(request)]) {
    await request.get(path) // stored, then compressed at its best in the background
    await page.goto(path)
    await expect
      .poll(async () => {
        const response = await page.request.get(path, { headers: { 'accept-encoding': 'br' } })
        const length = Number(response.headers()['content-length'])
        const headers = Object.entries(response.headers()).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)
        return length + headers
      }, path)
      .toBeLessThan(14 * 1024)
    const html = await page.content()
    expect(html, path).not.toContain('self.__next_f.push([1')
    expect(html, path).toContain('(self.__next_f=self.__next_f||[]).push([0])')
  }
})
