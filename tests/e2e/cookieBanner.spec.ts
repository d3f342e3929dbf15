import { expect, test, type Page } from '@playwright/test'
import { signIn } from './helpers'

/**
 * The cookie banner never covers what has the keyboard focus (WCAG 2.4.11), takes at most a
 * quarter of a phone's screen, and can be answered without JavaScript (issue #30, item 8).
 */

const LANGUAGES = ['pt-BR', 'en', 'es', 'fr', 'ht'] as const

/**
 * Tabs through the whole page from its top and checks each focused element outside the banner:
 * it is on screen and ends above the banner's top edge. Returns how many elements it saw.
 */
async function everyFocusClearOfBanner(page: Page) {
  const banner = page.getByTestId('cookie-banner')
  await expect(banner).toBeVisible()
  let seen = 0
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(async () => {
      // The page may lift a focused control on the next frame (the early script): measure after it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const el = document.activeElement
      if (!el || el === document.body) return null
      const bar = document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect()
      const r = el.getBoundingClientRect()
      const beside = r.right <= bar.left || r.left >= bar.right // beside the banner (the chat button on a desktop)
      return {
        inBanner: el.closest('[data-testid="cookie-banner"]') !== null,
        top: r.top,
        bottom: beside ? Math.min(r.bottom, bar.top) : r.bottom,
        height: r.height,
        bannerTop: bar.top,
        name: el.outerHTML.slice(0, 80),
      }
    })
    if (!focused) break // past the last control: the browser's own UI
    if (focused.inBanner || focused.height === 0) continue
    seen++
    expect(focused.top, `${focused.name} is on screen`).toBeGreaterThanOrEqual(-1)
    expect(focused.bottom, `${focused.name} is above the banner`).toBeLessThanOrEqual(focused.bannerTop + 1)
  }
  return seen
}

test.describe('on a 320 x 568 phone', () => {
  test.use({ viewport: { width: 320, height: 568 }, hasTouch: true })

  test('the banner takes at most a quarter of the screen in every language, and no focused control of the page ends under it', async ({ page }) => {
    test.setTimeout(90_000)
    for (const lang of LANGUAGES) {
      await page.goto(`/contact?lang=${lang}`)
      const box = (await page.getByTestId('cookie-banner').boundingBox())!
      expect(box.height, lang).toBeLessThanOrEqual(568 / 4)
      expect(box.width, lang).toBeLessThanOrEqual(320)
    }
    await page.goto('/contact')
    // Every control, the footer's last links included.
    expect(await everyFocusClearOfBanner(page)).toBeGreaterThan(15)
    // The chat button sits above the banner, not under it.
    const chat = page.getByTestId('whatsapp-button')
    if (await chat.count()) {
      const banner = (await page.getByTestId('cookie-banner').boundingBox())!
      expect((await chat.boundingBox())!.y + (await chat.boundingBox())!.height).toBeLessThanOrEqual(banner.y)
    }
  })
})

test('on a desktop, no focused control of the contact page (its message box included) ends under the banner', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/contact')
  const box = (await page.getByTestId('cookie-banner').boundingBox())!
  expect(box.height).toBeLessThanOrEqual(720 / 4)
  expect(await everyFocusClearOfBanner(page)).toBeGreaterThan(15)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the banner is answered by its buttons, returns to the same page, and stays closed on the next pages', async ({ page, context }) => {
    await page.goto('/blog')
    const banner = page.getByRole('region', { name: 'Consentimento de cookies' })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Somente essenciais' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(banner).toBeHidden()
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')).toMatchObject({ value: 'essential', httpOnly: true, sameSite: 'Lax' })
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
  })
})

test('the banner form refuses to send the visitor elsewhere, and an unknown answer stores nothing', async ({ request }) => {
  const away = await request.post('/cookie-consent', { form: { choice: 'all', returnTo: '//evil.example/x' }, maxRedirects: 0 })
  expect(away.status()).toBe(303)
  expect(away.headers().location).toBe('/')
  expect(away.headers()['set-cookie']).toContain('cookie_consent=all')
  const unknown = await request.post('/cookie-consent', { form: { choice: 'everything', returnTo: '/faq' }, maxRedirects: 0 })
  expect(unknown.status()).toBe(303)
  expect(unknown.headers().location).toBe('/faq')
  expect(unknown.headers()['set-cookie']).toBeUndefined()
})

test('with JavaScript the banner writes no cookie: the answer stays in the browser', async ({ page, context }) => {
  await page.goto('/faq')
  await page.getByRole('region', { name: 'Consentimento de cookies' }).getByRole('button', { name: 'Aceitar', exact: true }).click()
  await expect(page.getByTestId('cookie-banner')).toBeHidden()
  await expect(page).toHaveURL(/\/faq$/)
  expect((await context.cookies()).some((c) => c.name === 'cookie_consent')).toBe(false)
})

test('moving to another back-office screen puts the focus on its heading', async ({ page }) => {
  await signIn(page)
  const nav = page.getByRole('navigation', { name: 'Navegação do painel' })
  for (const [link, path] of [
    ['Categorias', /\/admin\/list-of-categories$/],
    ['Leads', /\/admin\/list-leads/],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(path)
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 })
    await expect(h1).toBeVisible()
    await expect(h1).toBeFocused()
  }
})
