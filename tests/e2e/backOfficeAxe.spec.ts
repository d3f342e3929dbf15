import { expect, test } from '@playwright/test'
import { BACK_OFFICE_SCREENS, seriousViolations, signIn } from './helpers'

/**
 * Every back-office screen (the admin routes of domain/access.ts, so a new screen is checked
 * without touching this file; the settings' import tab too), in pt-BR and in English, checked by axe-core twice: as soon as
 * its heading shows, and again once its data has loaded and the page has settled.
 */
for (const language of ['pt-BR', 'en']) {
  // One test a language, each with its own time: both in one took over 240 s on a starved CI (66 s each here idle).
  test(`axe-core finds no serious or critical violation on any back-office screen in ${language}, at load and settled`, async ({ browser, page }) => {
    test.setTimeout(300_000)
    await signIn(page)
    const session = await page.context().storageState()
    const problems: string[] = []
    const context = await browser.newContext({ storageState: session, locale: language, extraHTTPHeaders: { 'accept-language': language } })
    const screen = await context.newPage()
    for (const route of BACK_OFFICE_SCREENS) {
      await screen.goto(`/admin/${route}`)
      await expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(screen.locator('html')).toHaveAttribute('lang', language)
      for (const v of await seriousViolations(screen)) problems.push(`${language} /admin/${route} (at load) ${v}`)
      await screen.waitForLoadState('networkidle')
      for (const v of await seriousViolations(screen)) problems.push(`${language} /admin/${route} (settled) ${v}`)
    }
    await context.close()
    expect(problems).toEqual([])
  })
}
