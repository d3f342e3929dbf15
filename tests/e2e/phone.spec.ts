import { expect, test } from '@playwright/test'
import { seriousViolations, signIn } from './helpers'

/** The public header on a 390x844 phone: one compact bar with a Menu button, usable by touch, keyboard and without JavaScript. */
test.describe('the public header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('is one compact bar whose Menu button opens and closes the navigation', async ({ page }) => {
    await page.goto('/blog')
    const header = page.locator('header').first()
    const box = (await header.boundingBox())!
    expect(box.height).toBeLessThan(90) // it was about 200 px, the links wrapped in two rows
    const menu = page.getByRole('button', { name: 'Menu' })
    const blog = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(blog).toBeHidden()
    await menu.tap()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(blog).toBeVisible()
    await expect(page.getByLabel('Idioma')).toBeVisible()
    await menu.tap()
    await expect(blog).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390) // nothing widens the page
  })

  test('works with the keyboard alone: Enter opens, Tab reaches the links, Escape closes and returns to the button', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeFocused()
  })

  test('shows the navigation open, with no Menu button, when JavaScript is off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/faq')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await context.close()
  })
})

test('on a wide screen the navigation is a row and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' })).toBeVisible()
})

test.describe('the cookie banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('comes after the skip link, and no focused control of the contact form hides behind it (WCAG 2.4.11)', async ({ page }) => {
    await page.goto('/contact')
    const banner = page.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused()
    const bannerBox = (await banner.boundingBox())!
    const submit = page.getByRole('button', { name: 'Enviar mensagem' })
    for (let i = 0; i < 40 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const r = document.activeElement?.getBoundingClientRect()
        return r && document.activeElement?.closest('[data-testid="cookie-banner"]') === null ? { top: r.top, bottom: r.bottom } : null
      })
      // Every focused control outside the banner ends above its top edge.
      if (focused && focused.bottom > 0) expect(focused.bottom, `focus ${i}`).toBeLessThanOrEqual(bannerBox.y + 1)
    }
    await expect(submit).toBeFocused()
  })
})

test.describe('the back-office on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('folds its sidebar behind a Menu button, and its tables scroll in their own box, never widening the page', async ({ page }) => {
    await signIn(page)
    const sidebar = page.getByRole('navigation', { name: 'Navegação do painel' })
    const menu = sidebar.getByRole('button', { name: 'Menu' })
    const users = sidebar.getByRole('link', { name: 'Usuários' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(users).toBeHidden()
    expect((await sidebar.boundingBox())!.height).toBeLessThan(90) // the 11 links filled the first screen
    await menu.tap()
    await expect(users).toBeVisible()
    await users.tap()
    await expect(page).toHaveURL(/\/admin\/users$/)
    await expect(users).toBeHidden() // choosing a screen folds the menu again
    for (const path of ['/admin/users', '/admin/list-leads', '/admin/list-of-articles', '/admin/dashboard']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      await expect(page.getByRole('button', { name: 'Sair' })).toBeInViewport()
    }
    const table = page.getByRole('region', { name: /Tabela/ }).first()
    await table.focus()
    await expect(table).toBeFocused() // a keyboard user can scroll it sideways
  })
})

test('axe-core finds no serious or critical violation on a phone, menu closed and open', async ({ browser }) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' })
  const page = await context.newPage()
  const problems: string[] = []
  for (const path of ['/', '/blog', '/contact', '/faq', '/nao-existe']) {
    await page.goto(path)
    for (const v of await seriousViolations(page)) problems.push(`${path} ${v}`)
    await page.getByRole('button', { name: 'Menu' }).click()
    for (const v of await seriousViolations(page)) problems.push(`${path} (menu open) ${v}`)
  }
  expect(problems).toEqual([])
  await context.close()
})
