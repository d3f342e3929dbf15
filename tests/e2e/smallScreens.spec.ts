import { expect, test, type Page } from '@playwright/test'
import { BACK_OFFICE_SCREENS, everyPublicPage, signIn } from './helpers'

/**
 * The narrowest phones: no public page wider than 320 px and no back-office screen wider than
 * 360 px, and targets big enough for a finger: 44 x 44 px for the primary navigation, 24 px
 * for everything else (WCAG 2.5.8), except links inside a sentence, which the rule exempts.
 */

/** Elements that stick out past the right edge, and visible targets under 24 px, on the page as it is now. */
function layoutProblems(page: Page, width: number) {
  return page.evaluate((width) => {
    const problems: string[] = []
    const describe = (e: Element) => `${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 30)}"`
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.querySelectorAll('body *')].filter(
        (e) => e.getBoundingClientRect().right > width + 0.5 && getComputedStyle(e).position !== 'fixed',
      )
      problems.push(`page is ${document.documentElement.scrollWidth} px wide: ${wide.slice(-3).map(describe).join(', ')}`)
    }
    for (const e of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]')) {
      const box = e.getBoundingClientRect()
      if (!box.width || !box.height || box.right <= 0 || getComputedStyle(e).visibility === 'hidden') continue
      if (box.width >= 24 && box.height >= 24) continue
      // WCAG 2.5.8's exceptions: a link inside a sentence; a box whose label (a bigger target) does the same.
      const text = (e.textContent ?? '').trim()
      if (getComputedStyle(e).display === 'inline' && (e.parentElement?.textContent ?? '').trim() !== text) continue
      const label = e.closest('label') ?? (e.id ? document.querySelector(`label[for="${e.id}"]`) : null)
      if (label && label.getBoundingClientRect().height >= 24) continue
      problems.push(`${describe(e)} is ${Math.round(box.width)} x ${Math.round(box.height)} px`)
    }
    return problems
  }, width)
}

test.describe('public pages on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true })

  test('no page is wider than the screen, and every target is at least 24 px', async ({ page, request }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const path of await everyPublicPage(request)) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      for (const problem of await layoutProblems(page, 320)) problems.push(`${path}: ${problem}`)
    }
    expect(problems).toEqual([])
  })

  test('the primary navigation has 44 x 44 px targets, menu button included', async ({ page }) => {
    await page.goto('/blog')
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.tap()
    const targets = [
      menu,
      page.getByRole('link', { name: 'RC Sistemas' }).first(),
      ...(await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').all()),
    ]
    expect(targets.length).toBeGreaterThan(4)
    for (const target of targets) {
      const box = (await target.boundingBox())!
      expect(Math.min(box.width, box.height), (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44)
    }
  })
})

test('the open menu fits a 320 px phone in every language: no link, list or button past the edge', async ({ browser }) => {
  const problems: string[] = []
  for (const language of ['pt-BR', 'en', 'es', 'fr', 'ht']) {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: language, extraHTTPHeaders: { 'accept-language': language } })
    const page = await context.newPage()
    await page.goto('/blog')
    await page.locator('header button[aria-expanded]').click()
    await expect(page.locator('header button[aria-expanded]')).toHaveAttribute('aria-expanded', 'true')
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button, header select, header label')]
        .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > 320.5)
        .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`),
    )
    for (const element of outside) problems.push(`${language}: ${element}`)
    await context.close()
  }
  expect(problems).toEqual([])
})

test.describe('the back-office on a 360 x 740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true })

  test('no screen is wider than the phone', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page)
    const problems: string[] = []
    for (const route of BACK_OFFICE_SCREENS) {
      await page.goto(`/admin/${route}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle') // tables and charts fill in after the guard
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 360) problems.push(`/admin/${route} is ${width} px wide`)
    }
    expect(problems).toEqual([])
  })
})
